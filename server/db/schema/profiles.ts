import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PROFILE_KINDS } from '@/lib/profiles';
import { users } from './accounts';
import { artists, djs, podcasts } from './catalog';
import { at, createdAt, userId } from './columns';

// Who may publish as an artist, a DJ or a podcast (see docs/product.md, The studio): the creators an admin linked to
// it, or who made it by publishing under a new name. A row names its profile by kind and id; the id is held in the
// column of its kind, a real foreign key (a profile deleted, or the demo catalog seeded again, takes its rows with
// it, so an id used again never hands someone else's page over), and `profile_id` repeats it for the lookups.

const profileColumns = () => ({
  kind: text('kind', { enum: PROFILE_KINDS }).notNull(),
  artistId: integer('artist_id').references(() => artists.id, { onDelete: 'cascade' }),
  djId: integer('dj_id').references(() => djs.id, { onDelete: 'cascade' }),
  podcastId: integer('podcast_id').references(() => podcasts.id, { onDelete: 'cascade' }),
  profileId: integer('profile_id')
    .notNull()
    .generatedAlwaysAs(sql`coalesce(artist_id, dj_id, podcast_id)`),
});

/** Exactly the column of its kind is set. */
const oneProfile = (name: string) =>
  check(
    name,
    sql`(kind = 'artist' and artist_id is not null and dj_id is null and podcast_id is null)
     or (kind = 'dj' and dj_id is not null and artist_id is null and podcast_id is null)
     or (kind = 'podcast' and podcast_id is not null and artist_id is null and dj_id is null)`,
  );

/** A creator who may publish under a profile. */
export const profileOwners = pgTable(
  'profile_owners',
  {
    ...profileColumns(),
    userId: userId(),
    /** How they came to own it: made by publishing under a new name, a claim approved, linked in the console, or from releases published before owners were kept. */
    via: text('via', { enum: ['published', 'claim', 'console', 'backfill'] }).notNull(),
    /** The admin who approved or linked it; null when the site did (publishing, the backfill). */
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: at('granted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.profileId, t.userId] }), index('profile_owners_user_idx').on(t.userId), oneProfile('profile_owners_one_profile')],
);

/** A creator asking to publish under a profile, with a note; an admin approves or refuses it in the console. */
export const profileClaims = pgTable(
  'profile_claims',
  {
    id: serial('id').primaryKey(),
    ...profileColumns(),
    userId: userId(),
    note: text('note').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'refused'] }).notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // One claim waiting per creator and profile: asking again changes nothing until it is answered.
    uniqueIndex('profile_claims_pending_idx').on(t.kind, t.profileId, t.userId).where(sql`${t.status} = 'pending'`),
    index('profile_claims_status_idx').on(t.status, t.id),
    index('profile_claims_user_idx').on(t.userId, t.id),
    oneProfile('profile_claims_one_profile'),
  ],
);
