-- Keyset pagination of the back-office lists (issue 17, ADR 048): every sort of the loan and
-- payment lists walks a `(key, id)` index, so the page after a cursor reads `perPage + 1` index
-- entries whatever its depth (clients have theirs since 0019: created_at and name).
CREATE INDEX IF NOT EXISTS "loans_due_date_id_idx" ON "loans" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "loans_principal_id_idx" ON "loans" USING btree ("principal","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "loans_overdue_days_id_idx" ON "loans" USING btree ("overdue_days","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_amount_id_idx" ON "payments" USING btree ("amount","id");
