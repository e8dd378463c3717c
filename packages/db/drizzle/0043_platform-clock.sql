CREATE TABLE "platform_clock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL,
	"moved_by" integer,
	"advancing_since" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_clock_single_row" CHECK ("platform_clock"."id" = 1),
	CONSTRAINT "platform_clock_forward" CHECK ("platform_clock"."offset_ms" >= 0)
);
