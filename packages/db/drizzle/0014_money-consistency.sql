ALTER TABLE "rollovers" ADD COLUMN "new_due_date" date;--> statement-breakpoint
-- Paid extensions before this migration: the loan's due date less the days of the extensions paid
-- after each one (issue 11: one source for an extension's new due date).
UPDATE "rollovers" AS r
SET "new_due_date" = l."due_date" - (
  SELECT coalesce(sum(later."days"), 0)::integer
  FROM "rollovers" AS later
  WHERE later."loan_id" = r."loan_id"
    AND later."status" = 'paid'
    AND (later."paid_at" > r."paid_at" OR (later."paid_at" = r."paid_at" AND later."id" > r."id"))
)
FROM "loans" AS l
WHERE l."id" = r."loan_id" AND r."status" = 'paid' AND r."new_due_date" IS NULL;
