-- Issue 39 (ADRs 166–167): the UNE's register of complaints, with gap-free folios per year and the
-- answer's due date in Mexico City business days.
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"folio" text NOT NULL,
	"folio_year" integer NOT NULL,
	"folio_number" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"cause" text NOT NULL,
	"product" text NOT NULL,
	"client_id" integer,
	"loan_id" integer,
	"complainant_name" text,
	"description" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"due_date" date NOT NULL,
	"resolution" text,
	"resolution_text" text,
	"resolved_at" timestamp with time zone,
	"logged_by" integer NOT NULL,
	"started_by" integer,
	"started_at" timestamp with time zone,
	"resolved_by" integer,
	CONSTRAINT "complaints_channel_check" CHECK ("complaints"."channel" in ('phone', 'email', 'web', 'in_person', 'condusef')),
	CONSTRAINT "complaints_kind_check" CHECK ("complaints"."kind" in ('inquiry', 'claim', 'clarification')),
	CONSTRAINT "complaints_status_check" CHECK ("complaints"."status" in ('received', 'in_progress', 'resolved')),
	CONSTRAINT "complaints_resolution_check" CHECK (("complaints"."status" = 'resolved') = ("complaints"."resolution" is not null and "complaints"."resolved_at" is not null)),
	CONSTRAINT "complaints_resolution_value_check" CHECK ("complaints"."resolution" is null or "complaints"."resolution" in ('favourable', 'partial', 'unfavourable'))
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_logged_by_back_office_users_id_fk" FOREIGN KEY ("logged_by") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_started_by_back_office_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_resolved_by_back_office_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_folio_uq" ON "complaints" USING btree ("folio");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_folio_number_uq" ON "complaints" USING btree ("folio_year","folio_number");--> statement-breakpoint
CREATE INDEX "complaints_received_idx" ON "complaints" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "complaints_open_due_idx" ON "complaints" USING btree ("due_date") WHERE status <> 'resolved';--> statement-breakpoint
CREATE INDEX "complaints_client_idx" ON "complaints" USING btree ("client_id");