/** Text or an attribute value written into HTML, with the characters that could end it escaped. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
