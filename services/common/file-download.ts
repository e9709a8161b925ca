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
