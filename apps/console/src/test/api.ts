/** Handlers for the mock API, typed by what each call answers (see `@scenic/test-kit`). */
export * from '@scenic/test-kit/mock-api';
