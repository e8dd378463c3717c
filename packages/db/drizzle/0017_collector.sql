CREATE TABLE "collector_chunks" (
	"id" serial PRIMARY KEY NOT NULL,
	"dataset_id" integer NOT NULL,
	"session" text NOT NULL,
	"sequence" integer NOT NULL,
	"is_final" boolean NOT NULL,
	"content_hash" text NOT NULL,
	"payload" jsonb NOT NULL,
	"byte_size" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collector_datasets" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_number" text NOT NULL,
	"partner_id" integer NOT NULL,
	"client_id" integer,
	"state" text DEFAULT 'open' NOT NULL,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_chunk_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"raw_purged_at" timestamp with time zone,
	CONSTRAINT "collector_datasets_referenceNumber_unique" UNIQUE("reference_number")
);
--> statement-breakpoint
CREATE TABLE "collector_features" (
	"dataset_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer,
	"version" text NOT NULL,
	"features" jsonb NOT NULL,
	"signal" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collector_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"auth_key_hash" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"web_flow" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collector_partners_name_unique" UNIQUE("name"),
	CONSTRAINT "collector_partners_authKeyHash_unique" UNIQUE("auth_key_hash")
);
--> statement-breakpoint
CREATE TABLE "collector_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"access_hash" text NOT NULL,
	"refresh_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collector_tokens_accessHash_unique" UNIQUE("access_hash"),
	CONSTRAINT "collector_tokens_refreshHash_unique" UNIQUE("refresh_hash")
);
--> statement-breakpoint
ALTER TABLE "collector_chunks" ADD CONSTRAINT "collector_chunks_dataset_id_collector_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."collector_datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_datasets" ADD CONSTRAINT "collector_datasets_partner_id_collector_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."collector_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_datasets" ADD CONSTRAINT "collector_datasets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_features" ADD CONSTRAINT "collector_features_dataset_id_collector_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."collector_datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_features" ADD CONSTRAINT "collector_features_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_tokens" ADD CONSTRAINT "collector_tokens_partner_id_collector_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."collector_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collector_chunks_once_uq" ON "collector_chunks" USING btree ("dataset_id","session","sequence");--> statement-breakpoint
CREATE INDEX "collector_datasets_client_idx" ON "collector_datasets" USING btree ("client_id","completed_at");--> statement-breakpoint
CREATE INDEX "collector_datasets_open_expiry_idx" ON "collector_datasets" USING btree ("expires_at") WHERE state = 'open';--> statement-breakpoint
CREATE INDEX "collector_features_client_idx" ON "collector_features" USING btree ("client_id","computed_at");--> statement-breakpoint
CREATE INDEX "collector_tokens_refresh_expiry_idx" ON "collector_tokens" USING btree ("refresh_expires_at");