ALTER TABLE "back_office_users" ADD COLUMN "language" text DEFAULT 'es-MX' NOT NULL;--> statement-breakpoint
ALTER TABLE "back_office_users" ADD CONSTRAINT "back_office_users_language_check" CHECK ("back_office_users"."language" IN ('es-MX', 'en'));
