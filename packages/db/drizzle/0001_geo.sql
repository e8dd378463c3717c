CREATE TABLE "geo_cities" (
	"id" text PRIMARY KEY NOT NULL,
	"state_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_municipalities" (
	"id" text PRIMARY KEY NOT NULL,
	"state_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_settlements" (
	"id" text PRIMARY KEY NOT NULL,
	"postal_code" text NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"type" text NOT NULL,
	"type_code" text NOT NULL,
	"zone" text NOT NULL,
	"state_code" text NOT NULL,
	"municipality_id" text NOT NULL,
	"city_id" text,
	"source" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_states" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "geo_cities" ADD CONSTRAINT "geo_cities_state_code_geo_states_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."geo_states"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_municipalities" ADD CONSTRAINT "geo_municipalities_state_code_geo_states_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."geo_states"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_settlements" ADD CONSTRAINT "geo_settlements_state_code_geo_states_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."geo_states"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_settlements" ADD CONSTRAINT "geo_settlements_municipality_id_geo_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."geo_municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_settlements" ADD CONSTRAINT "geo_settlements_city_id_geo_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."geo_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "geo_cities_state_idx" ON "geo_cities" USING btree ("state_code","search_name");--> statement-breakpoint
CREATE INDEX "geo_municipalities_state_idx" ON "geo_municipalities" USING btree ("state_code","search_name");--> statement-breakpoint
CREATE INDEX "geo_settlements_postal_code_idx" ON "geo_settlements" USING btree ("postal_code");--> statement-breakpoint
CREATE INDEX "geo_settlements_municipality_idx" ON "geo_settlements" USING btree ("municipality_id");--> statement-breakpoint
CREATE INDEX "geo_settlements_search_idx" ON "geo_settlements" USING btree ("search_name");