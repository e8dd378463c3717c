-- A watch-list version the system loaded that clears a match waits for two compliance users: the
-- first accepts it (accepted_by), a second confirms it (confirmed_by). Safe to run twice: its journal
-- time was moved after 0058's so that databases migrated before it get it (ADR 319).
ALTER TABLE "watchlist_versions" ADD COLUMN IF NOT EXISTS "accepted_by" integer;--> statement-breakpoint
ALTER TABLE "watchlist_versions" DROP CONSTRAINT IF EXISTS "watchlist_versions_accepted_by_back_office_users_id_fk";--> statement-breakpoint
ALTER TABLE "watchlist_versions" ADD CONSTRAINT "watchlist_versions_accepted_by_back_office_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;
