-- The month ends read a loan on a payment plan by the plan (issue 62, ADR 299; `figuresAt` of
-- @lender/core): from the first instalment that the money paid since the plan started does not
-- cover, once its last day to pay has passed; current once the plan was completed. The back-fill of
-- 0050 (which a test runs against the live figures) does the same: its body is kept as it was, and
-- the plan's days are set over what it wrote.
ALTER FUNCTION "loan_figures_backfill"(date, date[]) RENAME TO "loan_figures_backfill_by_due_date";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "loan_figures_backfill"("today" date, "holidays" date[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "loan_figures_backfill_by_due_date"("today", "holidays");
	WITH plan_at AS (
		SELECT DISTINCT ON (m."month", m."loan_id") m."month", m."loan_id",
			(m."month" + interval '1 month' - interval '1 day')::date AS cut,
			p."instalments", p."started_on",
			(p."status" = 'completed' AND p."ended_on" <= (m."month" + interval '1 month' - interval '1 day')::date) AS completed
		FROM "loan_month_ends" m
		JOIN "payment_plans" p ON p."loan_id" = m."loan_id" AND p."started_on" IS NOT NULL
			AND p."started_on" <= (m."month" + interval '1 month' - interval '1 day')::date
		WHERE m."status" = 4
		ORDER BY m."month", m."loan_id", p."started_on" DESC, p."id" DESC
	), next_due AS (
		SELECT a."month", a."loan_id", a.cut, a.completed,
			(SELECT (i.value->>'dueDate')::date FROM jsonb_array_elements(a."instalments") WITH ORDINALITY AS i(value, n)
				WHERE (SELECT sum((j.value->>'amount')::bigint) FROM jsonb_array_elements(a."instalments") WITH ORDINALITY AS j(value, n)
						WHERE j.n <= i.n)
					> coalesce((SELECT sum(e."amount") FROM "ledger_transactions" t
						JOIN "ledger_entries" e ON e."transaction_id" = t."id" AND e."account" = 'cash_bank'
						WHERE t."loan_id" = a."loan_id"
							AND (t."kind" = 'payment' OR (t."kind" = 'adjustment' AND t."reference" LIKE 'reversal:payment:%'))
							AND t."effective_date" BETWEEN a."started_on" AND a.cut), 0)
				ORDER BY i.n LIMIT 1) AS due
		FROM plan_at a
	), days AS (
		-- The last day to pay an instalment: its due date, or the next bank business day.
		SELECT d."month", d."loan_id",
			CASE WHEN NOT d.completed AND d.due IS NOT NULL
				AND (SELECT min(x::date) FROM generate_series(d.due, d.due + 14, interval '1 day') AS x
					WHERE extract(isodow FROM x) < 6 AND NOT (x::date = ANY ("holidays"))) < d.cut
				THEN d.cut - d.due ELSE 0 END AS overdue_days
		FROM next_due d
	)
	UPDATE "loan_month_ends" m SET "overdue_days" = days.overdue_days
	FROM days WHERE m."month" = days."month" AND m."loan_id" = days."loan_id";
	-- Each row's month before, as it now stands.
	UPDATE "loan_month_ends" m SET "prev_overdue_days" = p."overdue_days"
	FROM "loan_month_ends" p
	WHERE p."loan_id" = m."loan_id" AND p."month" = (m."month" - interval '1 month')::date
		AND m."prev_overdue_days" IS DISTINCT FROM p."overdue_days";
END
$$;
