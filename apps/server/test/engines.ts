/**
 * The database engines the server tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL
 * is set. Under CI=true PostgreSQL is required: a missing URL fails the run instead of skipping it.
 */
export interface EngineUnderTest {
  name: 'sqlite' | 'postgres';
  url?: string;
}

export function enginesUnderTest(env = process.env): EngineUnderTest[] {
  const url = env.TEST_DATABASE_URL;
  if (!url && env.CI === 'true') {
    throw new Error(
      'CI=true but TEST_DATABASE_URL is not set: PostgreSQL tests cannot be skipped in CI',
    );
  }
  return url ? [{ name: 'sqlite' }, { name: 'postgres', url }] : [{ name: 'sqlite' }];
}
