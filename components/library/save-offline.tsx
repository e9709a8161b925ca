import { loadInBrowser } from '@/components/common/with-mui';

/**
 * Save offline on a mixtape's or playlist's page, loaded after the page (see docs/architecture.md, Offline): last in
 * the row of actions, so nothing moves when it comes, and nothing of it is part of the page's first load.
 */
export const SaveOffline = loadInBrowser(() => import('./save-offline-button').then((m) => m.SaveOfflineButton));
