CREATE TABLE "client_data_blocks" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"blocked_at" timestamp with time zone NOT NULL,
	"blocked_by" integer,
	"anonymised_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "client_data_blocks" ADD CONSTRAINT "client_data_blocks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_data_blocks" ADD CONSTRAINT "client_data_blocks_blocked_by_back_office_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_data_blocks_pending_idx" ON "client_data_blocks" USING btree ("blocked_at");--> statement-breakpoint
-- A blocked client's data is kept only for the legal duties and no staff work list shows it (issue
-- 51, ADR 292): a block takes the client out of the kept client count (0032) and out of the search
-- names (0031), and lifting it puts them back; the search-name trigger skips a blocked client.
CREATE OR REPLACE FUNCTION "lender_client_data_blocked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "client_search_names" WHERE "client_id" = NEW."client_id";
	INSERT INTO "client_count_deltas" ("delta") VALUES (-1);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lender_client_data_unblocked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "client_search_names" ("client_id", "name")
	SELECT "id", "lender_client_search_name"("first_name", "middle_name", "last_name", "second_last_name")
	FROM "clients" WHERE "id" = OLD."client_id"
	ON CONFLICT ("client_id") DO UPDATE SET "name" = EXCLUDED."name";
	INSERT INTO "client_count_deltas" ("delta") VALUES (1);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "client_data_blocks_blocked" AFTER INSERT ON "client_data_blocks"
	FOR EACH ROW EXECUTE FUNCTION "lender_client_data_blocked"();--> statement-breakpoint
CREATE TRIGGER "client_data_blocks_unblocked" AFTER DELETE ON "client_data_blocks"
	FOR EACH ROW EXECUTE FUNCTION "lender_client_data_unblocked"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lender_client_search_names_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "client_data_blocks" WHERE "client_id" = NEW."id") THEN
		DELETE FROM "client_search_names" WHERE "client_id" = NEW."id";
		RETURN NULL;
	END IF;
	INSERT INTO "client_search_names" ("client_id", "name")
	VALUES (NEW."id", "lender_client_search_name"(NEW."first_name", NEW."middle_name", NEW."last_name", NEW."second_last_name"))
	ON CONFLICT ("client_id") DO UPDATE SET "name" = EXCLUDED."name";
	RETURN NULL;
END
$$;--> statement-breakpoint
-- The audit log stays append-only (0004, ADR 026) but for one change: when a borrower's data is
-- erased, a free-text reason written about them is replaced by the marker '[anonymised]'. Any other
-- change of any column is refused as before (the snapshots are masked when written, ADR 225).
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW."reason" = '[anonymised]'
		AND (NEW."id", NEW."actor_type", NEW."actor_id", NEW."action", NEW."entity", NEW."entity_id",
			NEW."before", NEW."after", NEW."request_id", NEW."created_at")
		IS NOT DISTINCT FROM (OLD."id", OLD."actor_type", OLD."actor_id", OLD."action", OLD."entity",
			OLD."entity_id", OLD."before", OLD."after", OLD."request_id", OLD."created_at") THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
