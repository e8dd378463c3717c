-- A watch-list version the system loaded that clears a match waits for two compliance users: the
-- first accepts it (accepted_by), a second confirms it (confirmed_by).
ALTER TABLE "watchlist_versions" ADD COLUMN "accepted_by" integer;--> statement-breakpoint
ALTER TABLE "watchlist_versions" ADD CONSTRAINT "watchlist_versions_accepted_by_back_office_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;