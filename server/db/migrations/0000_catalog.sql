CREATE TABLE "artists" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artists_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "djs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "djs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"podcast_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"media_key" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mixtape_tracks" (
	"mixtape_id" integer NOT NULL,
	"track_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "mixtape_tracks_mixtape_id_position_pk" PRIMARY KEY("mixtape_id","position")
);
--> statement-breakpoint
CREATE TABLE "mixtapes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover" text,
	"release_date" timestamp with time zone NOT NULL,
	"site" text DEFAULT 'main' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"premiere" boolean DEFAULT false NOT NULL,
	"artist_id" integer NOT NULL,
	"dj_id" integer,
	"plays" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mixtapes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "podcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"host" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "podcasts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"artist" text NOT NULL,
	"album" text DEFAULT '' NOT NULL,
	"duration_seconds" integer NOT NULL,
	"cover" text,
	"guest_download" boolean DEFAULT false NOT NULL,
	"media_key" text NOT NULL,
	"mime_type" text DEFAULT 'audio/mpeg' NOT NULL,
	"size" integer NOT NULL,
	"bitrate" integer NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracks_media_key_unique" UNIQUE("media_key")
);
--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mixtape_tracks" ADD CONSTRAINT "mixtape_tracks_mixtape_id_mixtapes_id_fk" FOREIGN KEY ("mixtape_id") REFERENCES "public"."mixtapes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mixtape_tracks" ADD CONSTRAINT "mixtape_tracks_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mixtapes" ADD CONSTRAINT "mixtapes_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mixtapes" ADD CONSTRAINT "mixtapes_dj_id_djs_id_fk" FOREIGN KEY ("dj_id") REFERENCES "public"."djs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "episodes_podcast_slug_idx" ON "episodes" USING btree ("podcast_id","slug");--> statement-breakpoint
CREATE INDEX "episodes_podcast_published_idx" ON "episodes" USING btree ("podcast_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mixtape_tracks_mixtape_track_idx" ON "mixtape_tracks" USING btree ("mixtape_id","track_id");--> statement-breakpoint
CREATE INDEX "mixtape_tracks_track_idx" ON "mixtape_tracks" USING btree ("track_id");--> statement-breakpoint
CREATE INDEX "mixtapes_site_release_idx" ON "mixtapes" USING btree ("site","release_date","id");--> statement-breakpoint
CREATE INDEX "mixtapes_artist_release_idx" ON "mixtapes" USING btree ("artist_id","release_date");--> statement-breakpoint
CREATE INDEX "mixtapes_dj_release_idx" ON "mixtapes" USING btree ("dj_id","release_date");--> statement-breakpoint
CREATE INDEX "mixtapes_featured_idx" ON "mixtapes" USING btree ("site","release_date") WHERE "mixtapes"."featured";--> statement-breakpoint
CREATE INDEX "mixtapes_premiere_idx" ON "mixtapes" USING btree ("site","release_date") WHERE "mixtapes"."premiere";--> statement-breakpoint
CREATE INDEX "mixtapes_plays_idx" ON "mixtapes" USING btree ("site","plays");