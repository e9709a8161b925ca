// The door of components/library: what the other features, the layout and the pages use of it.
export { FavoriteButton } from './favorite-button';
export { FOLLOW_LABEL, FollowButton } from './follow-button';
export { OfflineScreen } from './offline-screen';
export { PagedList } from './paged-list';
export { SaveOffline } from './save-offline';
