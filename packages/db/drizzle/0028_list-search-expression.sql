-- Client name search at 50,000 clients (issue 17, ADR 082). The search-name function of 0021 called
-- `concat_ws`, which is only STABLE, so PostgreSQL could not inline it: the trigram index found the
-- candidate rows, but the recheck of each one ran the SQL function (about 8 µs a row, 33 ms for
-- `garc` at 50k). The same text is now built from immutable operators only (each present part
-- after a space, the first space cut: exactly `concat_ws(' ', …)`), so the function inlines into the
-- query, and the trigram index is over that inlined expression, which the planner matches.
CREATE OR REPLACE FUNCTION "lender_client_search_name"(first_name text, middle_name text, last_name text, second_last_name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT lower(substr(coalesce(' ' || first_name, '') || coalesce(' ' || middle_name, '') || coalesce(' ' || last_name, '') || coalesce(' ' || second_last_name, ''), 2))
$$;--> statement-breakpoint
DROP INDEX IF EXISTS "clients_search_name_trgm_idx";--> statement-breakpoint
DO $$
BEGIN
	-- As in 0021: the trigram index only where the engine has pg_trgm (PostgreSQL; PGlite loads it
	-- since this migration); elsewhere the search runs without it.
	IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm')
		AND EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
		BEGIN
			CREATE EXTENSION pg_trgm;
		EXCEPTION WHEN OTHERS THEN
			RAISE NOTICE 'pg_trgm not installed (%): client name searches run without a trigram index', SQLERRM;
		END;
	END IF;
	IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
		EXECUTE $index$CREATE INDEX IF NOT EXISTS "clients_search_text_trgm_idx" ON "clients" USING gin ((lower(substr(coalesce(' ' || "first_name", '') || coalesce(' ' || "middle_name", '') || coalesce(' ' || "last_name", '') || coalesce(' ' || "second_last_name", ''), 2))) gin_trgm_ops)$index$;
	END IF;
END
$$;
