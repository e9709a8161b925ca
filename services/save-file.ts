// Apart from services/file-download.ts, which the first screen loads: only pages loaded on demand save files they
// fetched themselves.

/**
 * Saves a file the page fetched itself (an invoice's PDF, fetched with the member's token, which a plain link
 * would not carry) under `fileName`, through an object URL released once the browser took it.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download starts from the click; revoking at once may cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
