/**
 * Hands a text file to the browser's download (no server round trip): UTF-8, with the given MIME
 * type. Exports are built in the page from data it already has.
 */
export function downloadText(fileName: string, text: string, mime: 'text/csv' | 'application/json'): void {
  const blob = new Blob([text], { type: `${mime};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
