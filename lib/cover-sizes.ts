/**
 * The square sides, in pixels, the API serves a cover at as a JPEG (GET /mixtapes/{id}/cover, /tracks/{id}/cover):
 * from a notification's icon to a full lock screen; the MP3 tags and the zip carry the largest. Kept apart from the
 * contracts so the player can name them without loading zod.
 */
export const COVER_SIZES = [96, 128, 192, 256, 384, 512] as const;
export type CoverSize = (typeof COVER_SIZES)[number];
