CREATE INDEX "clients_created_idx" ON "clients" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "clients_fake_status_idx" ON "clients" USING btree ("fake","status","id");--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree (lower("last_name" || ' ' || "first_name"),"id");--> statement-breakpoint
CREATE INDEX "loans_status_due_idx" ON "loans" USING btree ("status","due_date","id");--> statement-breakpoint
CREATE INDEX "loans_overdue_idx" ON "loans" USING btree ("overdue_days") WHERE overdue_days > 0;--> statement-breakpoint
CREATE INDEX "loans_start_date_idx" ON "loans" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "payments_status_type_idx" ON "payments" USING btree ("status","payment_type","id");--> statement-breakpoint
CREATE INDEX "payments_completed_idx" ON "payments" USING btree ("completed_at");--> statement-breakpoint
CREATE INDEX "applications_status_updated_idx" ON "applications" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_status_channel_idx" ON "outbox" USING btree ("status","channel","id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_kind_date_idx" ON "ledger_transactions" USING btree ("kind","effective_date");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");
