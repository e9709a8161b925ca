ALTER TABLE "episodes" ADD COLUMN "plays" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "episode_id" integer;--> statement-breakpoint
CREATE INDEX "analytics_events_episode_received_idx" ON "analytics_events" USING btree ("episode_id","received_at") WHERE "analytics_events"."episode_id" is not null;