CREATE TABLE "track_renditions" (
	"track_id" integer NOT NULL,
	"quality" text NOT NULL,
	"media_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"bitrate" integer NOT NULL,
	"bytes" integer NOT NULL,
	CONSTRAINT "track_renditions_track_id_quality_pk" PRIMARY KEY("track_id","quality")
);
--> statement-breakpoint
CREATE TABLE "release_tracks" (
	"release_id" integer NOT NULL,
	"track_id" integer NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"error" text,
	"worker" text,
	"job_id" text,
	CONSTRAINT "release_tracks_release_id_track_id_pk" PRIMARY KEY("release_id","track_id")
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"artist" text NOT NULL,
	"dj" text,
	"release_at" timestamp with time zone,
	"explicit" boolean DEFAULT false NOT NULL,
	"price_cents" integer,
	"cover" text,
	"chapters" jsonb,
	"status" text DEFAULT 'processing' NOT NULL,
	"mixtape_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"filename" text NOT NULL,
	"filetype" text DEFAULT '' NOT NULL,
	"size" integer NOT NULL,
	"media_key" text NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"kind" text,
	"error" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mixtapes" ADD COLUMN "chapters" jsonb;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "integrated_lufs" real;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "true_peak_db" real;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "gain_db" real;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "waveform" text;--> statement-breakpoint
ALTER TABLE "track_renditions" ADD CONSTRAINT "track_renditions_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_tracks" ADD CONSTRAINT "release_tracks_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_tracks" ADD CONSTRAINT "release_tracks_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_mixtape_id_mixtapes_id_fk" FOREIGN KEY ("mixtape_id") REFERENCES "public"."mixtapes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "release_tracks_track_idx" ON "release_tracks" USING btree ("track_id");--> statement-breakpoint
CREATE INDEX "releases_owner_created_idx" ON "releases" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "releases_mixtape_idx" ON "releases" USING btree ("mixtape_id");--> statement-breakpoint
CREATE INDEX "uploads_user_status_idx" ON "uploads" USING btree ("user_id","status");