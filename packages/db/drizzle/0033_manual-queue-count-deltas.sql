-- The number of applications waiting for manual verification (status 14), kept by the database
-- (issue 17, ADR 105). The manual queue showed it on every page with `count(*)` of the waiting
-- applications, an index walk of all of them (~1,000 at 50,000 clients, a third of the page's time
-- in PostgreSQL). Kept as migration 0032 keeps the client count: each application that enters or
-- leaves status 14 adds a row of +1 or -1 here (insert-only: concurrent decisions never wait on one
-- counter row), the count is `sum(delta)`, and the `manual-queue-count-compact` job folds the rows
-- into one every few minutes. Row-level triggers with a `WHEN` condition: an update that leaves the
-- status alone, or moves between two other statuses (every other step of a journey), runs no
-- function. Not in the Drizzle schema. A bulk load that disables triggers must add its count (this
-- migration's back-fill statement).
CREATE TABLE IF NOT EXISTS "manual_queue_count_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delta" bigint NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lender_manual_queue_entered"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "manual_queue_count_deltas" ("delta") VALUES (1);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lender_manual_queue_left"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "manual_queue_count_deltas" ("delta") VALUES (-1);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lender_manual_queue_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "manual_queue_count_deltas";
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "applications_manual_inserted" ON "applications";--> statement-breakpoint
CREATE TRIGGER "applications_manual_inserted" AFTER INSERT ON "applications"
	FOR EACH ROW WHEN (NEW."status" = 14)
	EXECUTE FUNCTION "lender_manual_queue_entered"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "applications_manual_entered" ON "applications";--> statement-breakpoint
CREATE TRIGGER "applications_manual_entered" AFTER UPDATE OF "status" ON "applications"
	FOR EACH ROW WHEN (NEW."status" = 14 AND OLD."status" IS DISTINCT FROM 14)
	EXECUTE FUNCTION "lender_manual_queue_entered"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "applications_manual_left" ON "applications";--> statement-breakpoint
CREATE TRIGGER "applications_manual_left" AFTER UPDATE OF "status" ON "applications"
	FOR EACH ROW WHEN (OLD."status" = 14 AND NEW."status" IS DISTINCT FROM 14)
	EXECUTE FUNCTION "lender_manual_queue_left"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "applications_manual_deleted" ON "applications";--> statement-breakpoint
CREATE TRIGGER "applications_manual_deleted" AFTER DELETE ON "applications"
	FOR EACH ROW WHEN (OLD."status" = 14)
	EXECUTE FUNCTION "lender_manual_queue_left"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "applications_manual_truncated" ON "applications";--> statement-breakpoint
CREATE TRIGGER "applications_manual_truncated" AFTER TRUNCATE ON "applications"
	FOR EACH STATEMENT EXECUTE FUNCTION "lender_manual_queue_truncated"();--> statement-breakpoint
-- The triggers above hold a lock that makes a concurrent change of an application wait until this
-- migration commits, so this count and the triggers' rows never miss or repeat an application.
DELETE FROM "manual_queue_count_deltas";--> statement-breakpoint
INSERT INTO "manual_queue_count_deltas" ("delta") SELECT count(*) FROM "applications" WHERE "status" = 14;
