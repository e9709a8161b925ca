CREATE TABLE "profile_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"artist_id" integer,
	"dj_id" integer,
	"podcast_id" integer,
	"profile_id" integer GENERATED ALWAYS AS (coalesce(artist_id, dj_id, podcast_id)) STORED NOT NULL,
	"user_id" integer NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_claims_one_profile" CHECK ((kind = 'artist' and artist_id is not null and dj_id is null and podcast_id is null)
     or (kind = 'dj' and dj_id is not null and artist_id is null and podcast_id is null)
     or (kind = 'podcast' and podcast_id is not null and artist_id is null and dj_id is null))
);
--> statement-breakpoint
CREATE TABLE "profile_owners" (
	"kind" text NOT NULL,
	"artist_id" integer,
	"dj_id" integer,
	"podcast_id" integer,
	"profile_id" integer GENERATED ALWAYS AS (coalesce(artist_id, dj_id, podcast_id)) STORED NOT NULL,
	"user_id" integer NOT NULL,
	"via" text NOT NULL,
	"granted_by" integer,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_owners_kind_profile_id_user_id_pk" PRIMARY KEY("kind","profile_id","user_id"),
	CONSTRAINT "profile_owners_one_profile" CHECK ((kind = 'artist' and artist_id is not null and dj_id is null and podcast_id is null)
     or (kind = 'dj' and dj_id is not null and artist_id is null and podcast_id is null)
     or (kind = 'podcast' and podcast_id is not null and artist_id is null and dj_id is null))
);
--> statement-breakpoint
ALTER TABLE "profile_claims" ADD CONSTRAINT "profile_claims_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_claims" ADD CONSTRAINT "profile_claims_dj_id_djs_id_fk" FOREIGN KEY ("dj_id") REFERENCES "public"."djs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_claims" ADD CONSTRAINT "profile_claims_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_claims" ADD CONSTRAINT "profile_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_claims" ADD CONSTRAINT "profile_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_owners" ADD CONSTRAINT "profile_owners_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_owners" ADD CONSTRAINT "profile_owners_dj_id_djs_id_fk" FOREIGN KEY ("dj_id") REFERENCES "public"."djs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_owners" ADD CONSTRAINT "profile_owners_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_owners" ADD CONSTRAINT "profile_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_owners" ADD CONSTRAINT "profile_owners_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_claims_pending_idx" ON "profile_claims" USING btree ("kind","profile_id","user_id") WHERE "profile_claims"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "profile_claims_status_idx" ON "profile_claims" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "profile_claims_user_idx" ON "profile_claims" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "profile_owners_user_idx" ON "profile_owners" USING btree ("user_id");--> statement-breakpoint
-- backfill
-- Releases published before owners were kept: the creator of each owns the artist (and the DJ) its mixtape is under.
INSERT INTO "profile_owners" ("kind", "artist_id", "user_id", "via")
SELECT DISTINCT 'artist', m."artist_id", r."owner_id", 'backfill' FROM "releases" r JOIN "mixtapes" m ON m."id" = r."mixtape_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "profile_owners" ("kind", "dj_id", "user_id", "via")
SELECT DISTINCT 'dj', m."dj_id", r."owner_id", 'backfill' FROM "releases" r JOIN "mixtapes" m ON m."id" = r."mixtape_id" WHERE m."dj_id" IS NOT NULL
ON CONFLICT DO NOTHING;
