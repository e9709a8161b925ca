ALTER TABLE "sessions" ADD COLUMN "started_with" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "second_factor_to" text;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verifications_session_idx" ON "verifications" USING btree ("session_id");