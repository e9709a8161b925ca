import { useAppStore } from '@/store';

export const LINK_COPIED = 'Link copied to the clipboard';

/** Phones are the widths below md (900 px), as for the bottom sheets (see docs/product.md, Themes and layout). */
const PHONE_QUERY = '(max-width: 899.95px)';

/**
 * Shares a page of this site: the phone's share sheet where there is one, else the link is copied and an alert
 * says so (or shows the link when the clipboard is refused). See docs/product.md, Sharing.
 */
export async function shareLink({ title, path }: { title: string; path: string }): Promise<void> {
  const url = new URL(path, window.location.origin).href;
  const { showAlert } = useAppStore.getState();
  if (typeof navigator.share === 'function' && window.matchMedia?.(PHONE_QUERY).matches) {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // The listener closed the sheet: that is an answer, not a failure to fall back from.
      if ((error as DOMException)?.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    showAlert({ message: LINK_COPIED, severity: 'success' });
  } catch {
    showAlert({ message: `Copy this link: ${url}`, severity: 'info' });
  }
}
