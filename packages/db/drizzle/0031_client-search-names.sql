-- The count of a client name search at 50,000 clients (issue 17, ADR 092). A search counts its
-- matches exactly up to 1,000 (ADR 082); each candidate the trigram index finds is rechecked on its
-- heap row, and the clients' rows are wide, so the 1,001 matches of `garc` sat on 752 pages of
-- `clients`. This table holds each client's search name alone (the text of
-- `lender_client_search_name`), about 120 to a page: the same count reads about 100 pages. A
-- trigger keeps it equal to the clients' names (insert, and every update of a name part); the
-- table is not in the Drizzle schema (like the trigram indexes), only the count of a search by name
-- alone reads it.
CREATE TABLE IF NOT EXISTS "client_search_names" (
	"client_id" integer PRIMARY KEY NOT NULL REFERENCES "clients"("id") ON DELETE CASCADE,
	"name" text NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lender_client_search_names_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "client_search_names" ("client_id", "name")
	VALUES (NEW."id", "lender_client_search_name"(NEW."first_name", NEW."middle_name", NEW."last_name", NEW."second_last_name"))
	ON CONFLICT ("client_id") DO UPDATE SET "name" = EXCLUDED."name";
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "clients_search_names_sync" ON "clients";--> statement-breakpoint
CREATE TRIGGER "clients_search_names_sync" AFTER INSERT OR UPDATE OF "first_name", "middle_name", "last_name", "second_last_name" ON "clients"
	FOR EACH ROW EXECUTE FUNCTION "lender_client_search_names_sync"();--> statement-breakpoint
INSERT INTO "client_search_names" ("client_id", "name")
	SELECT "id", "lender_client_search_name"("first_name", "middle_name", "last_name", "second_last_name") FROM "clients"
	ON CONFLICT ("client_id") DO UPDATE SET "name" = EXCLUDED."name";--> statement-breakpoint
DO $$
BEGIN
	-- As in 0021 and 0028: the trigram index where the engine has pg_trgm.
	IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
		EXECUTE 'CREATE INDEX IF NOT EXISTS "client_search_names_trgm_idx" ON "client_search_names" USING gin ("name" gin_trgm_ops)';
	END IF;
END
$$;
