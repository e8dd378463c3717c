ALTER TABLE "client_contacts" ALTER COLUMN "relationship" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD COLUMN "kind" text NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "second_last_name" text;--> statement-breakpoint
ALTER TABLE "back_office_users" ADD COLUMN "role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "back_office_users" ADD COLUMN "totp_last_counter" integer;--> statement-breakpoint
ALTER TABLE "back_office_users" DROP COLUMN "roles";