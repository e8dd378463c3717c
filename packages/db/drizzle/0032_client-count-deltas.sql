-- The exact number of clients, kept by the database (issue 17, ADR 097). The unfiltered client list
-- showed the planner's estimate of `clients` (ADR 082), so a page past the middle could not be read
-- from the other end: which rows the last page holds depends on the exact total. `count(*)` walks
-- every entry of an index (50,000 at 50k: the cost the reversed read saves), and one counter row
-- would make every registration wait on the one before it. So each statement that inserts or
-- deletes clients adds one row of its change here (insert-only: concurrent registrations never wait
-- on each other), the total is `sum(delta)`, and the `client-count-compact` job folds the rows into
-- one every few minutes (one statement: a delete and an insert of its sum). Not in the Drizzle
-- schema (like `client_search_names`, 0031). A bulk load that disables triggers must add its rows'
-- count (this migration's back-fill statement).
CREATE TABLE IF NOT EXISTS "client_count_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delta" bigint NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lender_client_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "client_count_deltas" ("delta") SELECT count(*) FROM "inserted_clients" HAVING count(*) > 0;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lender_client_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "client_count_deltas" ("delta") SELECT -count(*) FROM "deleted_clients" HAVING count(*) > 0;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lender_client_count_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "client_count_deltas";
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "clients_count_inserted" ON "clients";--> statement-breakpoint
CREATE TRIGGER "clients_count_inserted" AFTER INSERT ON "clients"
	REFERENCING NEW TABLE AS "inserted_clients"
	FOR EACH STATEMENT EXECUTE FUNCTION "lender_client_count_inserted"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "clients_count_deleted" ON "clients";--> statement-breakpoint
CREATE TRIGGER "clients_count_deleted" AFTER DELETE ON "clients"
	REFERENCING OLD TABLE AS "deleted_clients"
	FOR EACH STATEMENT EXECUTE FUNCTION "lender_client_count_deleted"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "clients_count_truncated" ON "clients";--> statement-breakpoint
CREATE TRIGGER "clients_count_truncated" AFTER TRUNCATE ON "clients"
	FOR EACH STATEMENT EXECUTE FUNCTION "lender_client_count_truncated"();--> statement-breakpoint
-- The triggers above hold a lock that makes a concurrent registration wait until this migration
-- commits, so this count and the triggers' rows never miss or repeat a client.
DELETE FROM "client_count_deltas";--> statement-breakpoint
INSERT INTO "client_count_deltas" ("delta") SELECT count(*) FROM "clients";
