/**
 * The one release rule (see docs/product.md, Catalog): a mixtape is out from its release instant on, judged against
 * the clock of the moment asked, never a verdict kept from earlier. The API's SQL form is releasedBy in
 * server/catalog/release.ts.
 */
export const isReleased = (mixtape: { releaseDate: string | Date }, now: number = Date.now()): boolean =>
  new Date(mixtape.releaseDate).getTime() <= now;
