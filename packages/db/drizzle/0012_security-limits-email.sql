-- Issue 10 point 1: a code's attempts are spent before the guess is judged, right or wrong.
ALTER TABLE "verification_codes" RENAME COLUMN "failed_attempts" TO "attempts";--> statement-breakpoint
-- Issue 10 point 11: the e-mail is encrypted with a keyed hash for look-ups (ADR 012). The clear
-- column stays only until start-up code (`encryptLegacyEmails`, which holds the keys) moves each
-- row over and sets it to NULL.
ALTER TABLE "clients" DROP CONSTRAINT "clients_email_unique";--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "email_enc" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "email_hash" text;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_emailHash_unique" UNIQUE("email_hash");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_email_present" CHECK ("clients"."email_hash" is not null or "clients"."email" is not null);
