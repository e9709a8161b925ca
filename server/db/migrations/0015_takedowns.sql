ALTER TABLE "mixtapes" ADD COLUMN "taken_down_by" integer;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "taken_down_by" integer;--> statement-breakpoint
ALTER TABLE "dmca_notices" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "dmca_notices" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "dmca_notices" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dmca_notices" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mixtapes" ADD CONSTRAINT "mixtapes_taken_down_by_dmca_notices_id_fk" FOREIGN KEY ("taken_down_by") REFERENCES "public"."dmca_notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_taken_down_by_dmca_notices_id_fk" FOREIGN KEY ("taken_down_by") REFERENCES "public"."dmca_notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mixtapes_taken_down_idx" ON "mixtapes" USING btree ("taken_down_by") WHERE "mixtapes"."taken_down_by" is not null;--> statement-breakpoint
CREATE INDEX "tracks_taken_down_idx" ON "tracks" USING btree ("taken_down_by") WHERE "tracks"."taken_down_by" is not null;