/** Localized text as stored: JSON of {zh, en, ma}. */
export function t(zh: string, en: string, ma: string): string {
  return JSON.stringify({ zh, en, ma });
}

/** Address of a demo picture written by the art module into the uploads folder. */
export function img(name: string): string {
  return `/uploads/demo/${name}.webp`;
}

export function media(file: string): string {
  return `/uploads/demo/${file}`;
}
