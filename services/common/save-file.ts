/**
 * Saves a file the page fetched itself (a receipt or an invoice, fetched with the member's token): a hidden link to
 * it followed in place, as services/common/file-download.ts does for the API's signed links. Apart from that file, which
 * every page loads, as only the member's pages need this.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the URL would otherwise keep it in memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
