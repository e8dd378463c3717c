-- The due date an extension replaced, kept when its fee is paid: for one paid late the new date runs
-- from the day paid (ADR 368), so the new date less its days is no longer the date it replaced.
-- Extensions paid before then moved the due date they replaced by their days.
ALTER TABLE "rollovers" ADD COLUMN "previous_due_date" date;--> statement-breakpoint
UPDATE "rollovers" SET "previous_due_date" = "new_due_date" - "days"
	WHERE "status" = 'paid' AND "new_due_date" IS NOT NULL;
