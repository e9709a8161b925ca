// The door of hooks/library: what the other features, the layout and the pages use of it.
export { useFollow } from './use-follow';
export { favoriteIdsOptions, useIsFavorite, useVoteMark, votedIdsOptions } from './use-member-marks';
export { useFeedPages, useFollowingPages, useLatestFeed, usePurchasePages } from './use-library-pages';
