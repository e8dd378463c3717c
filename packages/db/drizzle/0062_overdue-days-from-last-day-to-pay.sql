-- Days past due count from the last day to pay (ADR 211, amended by ADR 322): a due date on a
-- weekend or a bank holiday may be paid on the next bank business day at no charge, and the day
-- after that is the first day late. The back-fill of 0050 and 0058 counted the days since the due
-- date itself (`cut - due`) once its last day to pay had passed; its bodies are kept as they were,
-- and each month end's days past due are counted again over what they wrote: from `cut - days`, the
-- due date they counted from, to its last day to pay (the first bank business day on or after it),
-- as core's `figuresAt` and the nightly close count them (`daysPastDue`).
ALTER FUNCTION "loan_figures_backfill"(date, date[]) RENAME TO "loan_figures_backfill_from_due_date";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "loan_figures_backfill"("today" date, "holidays" date[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "loan_figures_backfill_from_due_date"("today", "holidays");
	WITH counted AS (
		SELECT m."month", m."loan_id",
			(m."month" + interval '1 month' - interval '1 day')::date AS cut,
			(m."month" + interval '1 month' - interval '1 day')::date - m."overdue_days" AS due
		FROM "loan_month_ends" m
		WHERE m."overdue_days" > 0
	), dues AS (
		-- The last day to pay of each due date counted from: the due date, or the next bank business day.
		SELECT d.due, (SELECT min(x::date) FROM generate_series(d.due, d.due + 14, interval '1 day') AS x
			WHERE extract(isodow FROM x) < 6 AND NOT (x::date = ANY ("holidays"))) AS last_day
		FROM (SELECT DISTINCT due FROM counted) AS d
	)
	UPDATE "loan_month_ends" m SET "overdue_days" = c.cut - dues.last_day
	FROM counted c JOIN dues ON dues.due = c.due
	WHERE m."month" = c."month" AND m."loan_id" = c."loan_id" AND m."overdue_days" <> c.cut - dues.last_day;
	-- Each row's month before, as it now stands.
	UPDATE "loan_month_ends" m SET "prev_overdue_days" = p."overdue_days"
	FROM "loan_month_ends" p
	WHERE p."loan_id" = m."loan_id" AND p."month" = (m."month" - interval '1 month')::date
		AND m."prev_overdue_days" IS DISTINCT FROM p."overdue_days";
END
$$;--> statement-breakpoint
-- The month ends already written, counted again the same way (the bank holidays of core's calendar
-- by rule for 2026–2028, the years the platform has lent in; a later year is counted by the nightly
-- close as it writes it).
WITH holidays AS (
	SELECT '{2026-01-01,2026-02-02,2026-03-16,2026-04-02,2026-04-03,2026-05-01,2026-09-16,2026-11-02,2026-11-16,2026-12-12,2026-12-25,2027-01-01,2027-02-01,2027-03-15,2027-03-25,2027-03-26,2027-05-01,2027-09-16,2027-11-02,2027-11-15,2027-12-12,2027-12-25,2028-01-01,2028-02-07,2028-03-20,2028-04-13,2028-04-14,2028-05-01,2028-09-16,2028-11-02,2028-11-20,2028-12-12,2028-12-25}'::date[] AS days
), counted AS (
	SELECT m."month", m."loan_id",
		(m."month" + interval '1 month' - interval '1 day')::date AS cut,
		(m."month" + interval '1 month' - interval '1 day')::date - m."overdue_days" AS due
	FROM "loan_month_ends" m
	WHERE m."overdue_days" > 0
), dues AS (
	SELECT d.due, (SELECT min(x::date) FROM generate_series(d.due, d.due + 14, interval '1 day') AS x, holidays h
		WHERE extract(isodow FROM x) < 6 AND NOT (x::date = ANY (h.days))) AS last_day
	FROM (SELECT DISTINCT due FROM counted) AS d
)
UPDATE "loan_month_ends" m SET "overdue_days" = c.cut - dues.last_day
FROM counted c JOIN dues ON dues.due = c.due
WHERE m."month" = c."month" AND m."loan_id" = c."loan_id" AND m."overdue_days" <> c.cut - dues.last_day;--> statement-breakpoint
UPDATE "loan_month_ends" m SET "prev_overdue_days" = p."overdue_days"
FROM "loan_month_ends" p
WHERE p."loan_id" = m."loan_id" AND p."month" = (m."month" - interval '1 month')::date
	AND m."prev_overdue_days" IS DISTINCT FROM p."overdue_days";
