CREATE TABLE "playback_states" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"items" jsonb NOT NULL,
	"index" integer NOT NULL,
	"position_seconds" real NOT NULL,
	"device_id" text NOT NULL,
	"device_name" text NOT NULL,
	"playing" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "playback_states" ADD CONSTRAINT "playback_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;