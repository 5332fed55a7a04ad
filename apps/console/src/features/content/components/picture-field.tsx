// Shared with the catalogue: the field lives in components/.
export { PictureField } from '#console/components/picture-field.tsx';
