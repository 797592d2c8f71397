/** Hands a file to the browser's downloads under a name. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; freeing it at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
