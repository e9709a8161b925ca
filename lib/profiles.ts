// Apart from the profiles contract, which is zod: the studio's and the console's screens use these without loading zod.

/** What a creator publishes under (see docs/product.md, The studio). */
export const PROFILE_KINDS = ['artist', 'dj', 'podcast'] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];

/** What each kind is called in a sentence ("the DJ Nova"), and as a label ("DJ"). */
export const PROFILE_KIND_NAMES: Record<ProfileKind, string> = { artist: 'artist', dj: 'DJ', podcast: 'podcast' };
export const PROFILE_KIND_LABELS: Record<ProfileKind, string> = { artist: 'Artist', dj: 'DJ', podcast: 'Podcast' };

/** A profile's public page. */
export const profilePath = (profile: { kind: ProfileKind; slug: string }) => `/${profile.kind}/${profile.slug}`;

/** Pending claims a creator may have at once. */
export const PENDING_CLAIMS_MAX = 5;
export const CLAIM_NOTE_MAX = 1000;
