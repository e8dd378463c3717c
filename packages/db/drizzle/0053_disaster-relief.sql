CREATE TABLE "disaster_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"municipality_id" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reference" text NOT NULL,
	"reason" text NOT NULL,
	"declared_by" integer NOT NULL,
	"ended_by" integer,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disaster_zones_period_check" CHECK ("disaster_zones"."ends_on" >= "disaster_zones"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "relief_deferrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"months" integer NOT NULL,
	"previous_due_date" date NOT NULL,
	"new_due_date" date NOT NULL,
	"granted_on" date NOT NULL,
	"terms_version" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relief_deferrals_months_check" CHECK ("relief_deferrals"."months" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "disaster_zones" ADD CONSTRAINT "disaster_zones_municipality_id_geo_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."geo_municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disaster_zones" ADD CONSTRAINT "disaster_zones_declared_by_back_office_users_id_fk" FOREIGN KEY ("declared_by") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disaster_zones" ADD CONSTRAINT "disaster_zones_ended_by_back_office_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relief_deferrals" ADD CONSTRAINT "relief_deferrals_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relief_deferrals" ADD CONSTRAINT "relief_deferrals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relief_deferrals" ADD CONSTRAINT "relief_deferrals_zone_id_disaster_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."disaster_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disaster_zones_municipality_idx" ON "disaster_zones" USING btree ("municipality_id","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "relief_deferrals_loan_uq" ON "relief_deferrals" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "relief_deferrals_granted_idx" ON "relief_deferrals" USING btree ("granted_on");