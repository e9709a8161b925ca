CREATE TABLE "alert_deliveries" (
	"release" text NOT NULL,
	"release_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_deliveries_release_release_id_user_id_pk" PRIMARY KEY("release","release_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "alert_opt_outs" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "chart_entries" (
	"chart" text NOT NULL,
	"week" date NOT NULL,
	"rank" integer NOT NULL,
	"item_id" integer NOT NULL,
	"plays" integer NOT NULL,
	"previous_rank" integer,
	"weeks_on_chart" integer NOT NULL,
	"peak_rank" integer NOT NULL,
	CONSTRAINT "chart_entries_chart_week_rank_pk" PRIMARY KEY("chart","week","rank")
);
--> statement-breakpoint
CREATE TABLE "chart_weeks" (
	"chart" text NOT NULL,
	"week" date NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chart_weeks_chart_week_pk" PRIMARY KEY("chart","week")
);
--> statement-breakpoint
CREATE TABLE "followed_artists" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followed_artists_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "followed_djs" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followed_djs_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "followed_podcasts" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followed_podcasts_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "release_reminders" (
	"user_id" integer NOT NULL,
	"mixtape_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_reminders_user_id_mixtape_id_pk" PRIMARY KEY("user_id","mixtape_id")
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "followers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "djs" ADD COLUMN "followers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mixtapes" ADD COLUMN "genre" text;--> statement-breakpoint
ALTER TABLE "mixtapes" ADD COLUMN "moods" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mixtapes" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "followers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "genre" text;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "moods" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_opt_outs" ADD CONSTRAINT "alert_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_artists" ADD CONSTRAINT "followed_artists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_artists" ADD CONSTRAINT "followed_artists_item_id_artists_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_djs" ADD CONSTRAINT "followed_djs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_djs" ADD CONSTRAINT "followed_djs_item_id_djs_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."djs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_podcasts" ADD CONSTRAINT "followed_podcasts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_podcasts" ADD CONSTRAINT "followed_podcasts_item_id_podcasts_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_reminders" ADD CONSTRAINT "release_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_reminders" ADD CONSTRAINT "release_reminders_mixtape_id_mixtapes_id_fk" FOREIGN KEY ("mixtape_id") REFERENCES "public"."mixtapes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chart_entries_item_idx" ON "chart_entries" USING btree ("chart","week","item_id");--> statement-breakpoint
CREATE INDEX "followed_artists_user_created_idx" ON "followed_artists" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "followed_artists_item_user_idx" ON "followed_artists" USING btree ("item_id","user_id");--> statement-breakpoint
CREATE INDEX "followed_djs_user_created_idx" ON "followed_djs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "followed_djs_item_user_idx" ON "followed_djs" USING btree ("item_id","user_id");--> statement-breakpoint
CREATE INDEX "followed_podcasts_user_created_idx" ON "followed_podcasts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "followed_podcasts_item_user_idx" ON "followed_podcasts" USING btree ("item_id","user_id");--> statement-breakpoint
CREATE INDEX "release_reminders_mixtape_user_idx" ON "release_reminders" USING btree ("mixtape_id","user_id");--> statement-breakpoint
CREATE INDEX "episodes_unannounced_idx" ON "episodes" USING btree ("published_at") WHERE "episodes"."announced_at" is null;--> statement-breakpoint
CREATE INDEX "mixtapes_genre_release_idx" ON "mixtapes" USING btree ("site","genre","release_date");--> statement-breakpoint
CREATE INDEX "mixtapes_moods_idx" ON "mixtapes" USING gin ("moods");--> statement-breakpoint
CREATE INDEX "mixtapes_unannounced_idx" ON "mixtapes" USING btree ("release_date") WHERE "mixtapes"."announced_at" is null;--> statement-breakpoint
-- What was out before alerts existed is not news: only what comes out from now on is announced.
UPDATE "mixtapes" SET "announced_at" = "release_date" WHERE "release_date" <= now();--> statement-breakpoint
UPDATE "episodes" SET "announced_at" = "published_at" WHERE "published_at" <= now();
