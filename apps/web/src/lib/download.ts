/** Hands a same-origin file to the browser's download under the given file name. */
export function startDownload({ url, fileName }: { url: string; fileName: string }): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
