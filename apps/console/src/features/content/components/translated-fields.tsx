// Shared with the catalogue: the fields live in components/.
export { TranslatedFields } from '#console/components/translated-fields.tsx';
