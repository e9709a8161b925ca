CREATE SEQUENCE "public"."sandbox_invoice_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD COLUMN "subscribing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_objects" ADD COLUMN "request_hash" text;