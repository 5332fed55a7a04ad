import { PictureField } from '#console/components/picture-field.tsx';

/**
 * A form field holding a panorama's address: an equirectangular picture (twice as wide as tall),
 * uploaded to its own call, which keeps it up to 4096 px wide (decision 022).
 */
export function PanoramaField(props: { value?: string; onChange?: (url: string) => void }) {
  return <PictureField kind="panorama" {...props} />;
}
