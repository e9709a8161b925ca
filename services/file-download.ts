import { apiOriginUrl } from './api-urls';

/**
 * Starts the download behind a link the API signed: a hidden link followed in place, which the answer's
 * Content-Disposition turns into a saved file, so the page stays where it is.
 */
export function startFileDownload(downloadUrl: string): void {
  const link = document.createElement('a');
  link.href = apiOriginUrl(downloadUrl);
  link.download = '';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

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
