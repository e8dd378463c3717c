CREATE OR REPLACE FUNCTION "lender_client_search_name"(first_name text, middle_name text, last_name text, second_last_name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT lower(concat_ws(' ', first_name, middle_name, last_name, second_last_name))
$$;--> statement-breakpoint
DO $$
BEGIN
	-- Trigram index for name searches where the engine has pg_trgm (PostgreSQL); elsewhere (PGlite,
	-- engines without the extension) the search runs without it (ADR 064).
	IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm')
		AND EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
		BEGIN
			CREATE EXTENSION pg_trgm;
		EXCEPTION WHEN OTHERS THEN
			RAISE NOTICE 'pg_trgm not installed (%): client name searches run without a trigram index', SQLERRM;
		END;
	END IF;
	IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
		EXECUTE 'CREATE INDEX IF NOT EXISTS "clients_search_name_trgm_idx" ON "clients" USING gin ("lender_client_search_name"("first_name", "middle_name", "last_name", "second_last_name") gin_trgm_ops)';
	END IF;
END
$$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "decisions_client_idx" ON "decisions" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applications_status_updated_idx" ON "applications" USING btree ("status","updated_at","id");
