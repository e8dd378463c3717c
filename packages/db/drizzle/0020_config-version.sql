CREATE TABLE IF NOT EXISTS "config_versions" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "config_versions_single_row" CHECK ("config_versions"."id" = 1)
);--> statement-breakpoint
INSERT INTO "config_versions" ("id", "version") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lender_bump_config_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "config_versions" SET "version" = "version" + 1, "updated_at" = now() WHERE "id" = 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "settings_bump_config_version" ON "settings";--> statement-breakpoint
CREATE TRIGGER "settings_bump_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "lender_bump_config_version"();--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");
