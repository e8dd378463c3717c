-- The loans' stored figures (issue 54, ADR 294): each loan's facts and sums now (`loan_figures`: the
-- facts copied from `loans` by the statement triggers below, the sums kept by every posting in its
-- transaction) and each loan at each month's end (`loan_month_ends`, written by the nightly close
-- once the month is over; `loan_month_end_runs` says which months are written), from which the risk
-- reports are `group by`s instead of sums over the whole ledger. The back-fill at the end gives an
-- existing database its history. A bulk load that disables triggers must run the back-fill again.
CREATE TABLE "loan_figures" (
	"loan_id" integer PRIMARY KEY NOT NULL,
	"status" smallint,
	"overdue_days" integer,
	"start_date" date,
	"first_due" date,
	"closed_on" date,
	"lent" integer,
	"principal" integer DEFAULT 0 NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"written_off" integer DEFAULT 0 NOT NULL,
	"interest_collected" integer DEFAULT 0 NOT NULL,
	"fees_collected" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_month_end_runs" (
	"month" date PRIMARY KEY NOT NULL,
	"cut" date NOT NULL,
	"last_loan_id" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "loan_month_ends" (
	"month" date NOT NULL,
	"loan_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"overdue_days" integer NOT NULL,
	"principal" integer NOT NULL,
	"balance" integer NOT NULL,
	"written_off" integer NOT NULL,
	"interest_collected" integer NOT NULL,
	"fees_collected" integer NOT NULL,
	"start_month" date NOT NULL,
	"lent" integer NOT NULL,
	"defaulted" boolean NOT NULL,
	"prev_status" smallint,
	"prev_overdue_days" integer,
	"prev_principal" integer,
	CONSTRAINT "loan_month_ends_month_loan_id_pk" PRIMARY KEY("month","loan_id")
);
--> statement-breakpoint
ALTER TABLE "loan_figures" ADD CONSTRAINT "loan_figures_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_month_ends_loan_idx" ON "loan_month_ends" USING btree ("loan_id","month");--> statement-breakpoint
CREATE INDEX "ledger_transactions_effective_idx" ON "ledger_transactions" USING btree ("effective_date");--> statement-breakpoint
CREATE INDEX "ledger_transactions_write_off_idx" ON "ledger_transactions" USING btree ("effective_date") WHERE kind = 'write_off';--> statement-breakpoint
CREATE INDEX "rollovers_paid_idx" ON "rollovers" USING btree ("paid_at") WHERE status = 'paid';--> statement-breakpoint
-- A loan's facts as `loans` has them, after every statement that inserts or updates loans (one
-- set-based upsert per statement; a row whose facts did not change is not written).
CREATE OR REPLACE FUNCTION "lender_loan_figures_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "loan_figures" AS f ("loan_id", "status", "overdue_days", "start_date", "first_due", "closed_on", "lent")
	SELECT n."id", n."status", n."overdue_days", n."start_date", (n."terms"->>'endDate')::date,
		(n."closed_at" AT TIME ZONE 'America/Mexico_City')::date, n."principal"
	FROM "changed" n
	ON CONFLICT ("loan_id") DO UPDATE SET "status" = excluded."status", "overdue_days" = excluded."overdue_days",
		"start_date" = excluded."start_date", "first_due" = excluded."first_due", "closed_on" = excluded."closed_on",
		"lent" = excluded."lent"
	WHERE (f."status", f."overdue_days", f."start_date", f."first_due", f."closed_on", f."lent")
		IS DISTINCT FROM (excluded."status", excluded."overdue_days", excluded."start_date", excluded."first_due",
			excluded."closed_on", excluded."lent");
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "loans_figures_inserted" ON "loans";--> statement-breakpoint
CREATE TRIGGER "loans_figures_inserted" AFTER INSERT ON "loans" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "lender_loan_figures_facts"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "loans_figures_updated" ON "loans";--> statement-breakpoint
CREATE TRIGGER "loans_figures_updated" AFTER UPDATE ON "loans" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "lender_loan_figures_facts"();--> statement-breakpoint
-- Rebuilds every stored figure from the ledger and the loans (ADR 294): `loan_figures` (each loan's
-- facts, and its sums over all its entries), and the month-end rows of every month from the first
-- loan's to the one before `today`'s, each marked written in `loan_month_end_runs`. The same figures as the nightly close writes (core's
-- `ledger/loan-figures.ts`), computed here in one pass over the ledger: this migration's back-fill,
-- and a bulk load's or a repair's (`select loan_figures_backfill(<business date>, <bank holidays>)`).
-- `holidays`: the bank holidays (core's `calendar/holidays.ts`); a due date on one, or on a weekend,
-- may be paid the next business day, so a loan is overdue at a cut once its due date is on or before
-- the last business day before the cut.
CREATE OR REPLACE FUNCTION "loan_figures_backfill"("today" date, "holidays" date[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
	last_month date := (date_trunc('month', "today") - interval '1 month')::date;
	last_cut date := (date_trunc('month', "today") - interval '1 day')::date;
BEGIN
	-- One pass over the ledger, and the sorts of every loan's months in memory, not spilled to disk.
	PERFORM set_config('jit', 'off', true);
	PERFORM set_config('work_mem', '256MB', true);
	DELETE FROM "loan_month_ends";
	DELETE FROM "loan_month_end_runs";
	DELETE FROM "loan_figures";
	-- Each loan's movements by month: its receivables, the principal written off, the interest and
	-- fees collected by payments net of their reversals.
	DROP TABLE IF EXISTS "loan_figures_moves";
	CREATE TEMPORARY TABLE "loan_figures_moves" ON COMMIT DROP AS
	SELECT e."loan_id", date_trunc('month', t."effective_date")::date AS month,
		coalesce(sum(e."amount") FILTER (WHERE e."account" = 'principal_receivable'), 0) AS principal,
		coalesce(sum(e."amount") FILTER (WHERE e."account" IN ('principal_receivable', 'interest_receivable',
			'fee_receivable:service_fee', 'fee_receivable:withdrawal_fee', 'fee_receivable:invoicing_fee',
			'fee_receivable:processing_fee', 'fee_receivable:extension_fee', 'fee_receivable:late_fee',
			'vat_receivable')), 0) AS balance,
		coalesce(-sum(e."amount") FILTER (WHERE t."kind" = 'write_off' AND e."account" = 'principal_receivable'), 0) AS written_off,
		coalesce(-sum(e."amount") FILTER (WHERE e."account" = 'interest_receivable' AND (t."kind" = 'payment'
			OR (t."kind" = 'adjustment' AND t."reference" LIKE 'reversal:payment:%'))), 0) AS interest,
		coalesce(-sum(e."amount") FILTER (WHERE e."account" LIKE 'fee_receivable:%' AND (t."kind" = 'payment'
			OR (t."kind" = 'adjustment' AND t."reference" LIKE 'reversal:payment:%'))), 0) AS fees
	FROM "ledger_entries" e JOIN "ledger_transactions" t ON t."id" = e."transaction_id"
	GROUP BY 1, 2;
	ANALYZE "loan_figures_moves";
	INSERT INTO "loan_figures" ("loan_id", "status", "overdue_days", "start_date", "first_due", "closed_on", "lent",
		"principal", "balance", "written_off", "interest_collected", "fees_collected")
	SELECT l."id", l."status", l."overdue_days", l."start_date", (l."terms"->>'endDate')::date,
		(l."closed_at" AT TIME ZONE 'America/Mexico_City')::date, l."principal",
		coalesce(m.principal, 0), coalesce(m.balance, 0), coalesce(m.written_off, 0), coalesce(m.interest, 0),
		coalesce(m.fees, 0)
	FROM "loans" l LEFT JOIN (
		SELECT "loan_id", sum(principal) AS principal, sum(balance) AS balance, sum(written_off) AS written_off,
			sum(interest) AS interest, sum(fees) AS fees
		FROM "loan_figures_moves" GROUP BY "loan_id"
	) m ON m."loan_id" = l."id";

	INSERT INTO "loan_month_ends" ("month", "loan_id", "status", "overdue_days", "principal", "balance",
		"written_off", "interest_collected", "fees_collected", "start_month", "lent", "defaulted",
		"prev_status", "prev_overdue_days", "prev_principal")
	WITH cand AS (
		-- Every loan lent by the last cut; a loan is in a month from the one it was lent in to the one it
		-- closed in (open at the month's start or lent in it).
		SELECT l."id", l."status", l."principal" AS lent, l."start_date",
			date_trunc('month', l."start_date")::date AS start_month,
			(l."terms"->>'endDate')::date AS first_due,
			(l."closed_at" AT TIME ZONE 'America/Mexico_City')::date AS closed_on
		FROM "loans" l WHERE l."start_date" IS NOT NULL AND l."start_date" <= last_cut
	), grid AS (
		SELECT c.*, g.month::date AS month, (g.month + interval '1 month' - interval '1 day')::date AS cut
		FROM cand c CROSS JOIN LATERAL generate_series(c.start_month::timestamp,
			least(last_month, coalesce(date_trunc('month', c.closed_on)::date, last_month))::timestamp,
			interval '1 month') AS g(month)
	), moves AS (
		-- A movement dated before the month the loan was lent in counts there.
		SELECT m."loan_id", greatest(m.month, c.start_month) AS month, sum(m.principal) AS principal,
			sum(m.balance) AS balance, sum(m.written_off) AS written_off, sum(m.interest) AS interest,
			sum(m.fees) AS fees
		FROM "loan_figures_moves" m JOIN cand c ON c."id" = m."loan_id"
		WHERE m.month <= last_month
		GROUP BY 1, 2
	), cum AS (
		SELECT g.*,
			sum(coalesce(m.principal, 0)) OVER w AS principal_at,
			sum(coalesce(m.balance, 0)) OVER w AS balance_at,
			sum(coalesce(m.written_off, 0)) OVER w AS written_off_at,
			sum(coalesce(m.interest, 0)) OVER w AS interest_at,
			sum(coalesce(m.fees, 0)) OVER w AS fees_at
		FROM grid g LEFT JOIN moves m ON m."loan_id" = g."id" AND m.month = g.month
		WINDOW w AS (PARTITION BY g."id" ORDER BY g.month)
	), thresholds AS (
		-- The last business day before each cut: a due date up to it has had its last day to pay.
		SELECT cuts.cut, (SELECT max(d::date) FROM generate_series((cuts.cut - 15)::timestamp,
			(cuts.cut - 1)::timestamp, interval '1 day') AS d
			WHERE extract(isodow FROM d) < 6 AND d::date <> ALL ("holidays")) AS threshold
		FROM (SELECT DISTINCT cut FROM grid) AS cuts
	), ext AS (
		-- Paid extensions in the order they were paid: each moved the due date from the day it was paid.
		SELECT r."loan_id", r."new_due_date" AS due, (r."paid_at" AT TIME ZONE 'America/Mexico_City')::date AS paid_on,
			row_number() OVER (PARTITION BY r."loan_id" ORDER BY r."paid_at", r."id") AS n
		FROM "rollovers" r
		WHERE r."status" = 'paid' AND r."paid_at" IS NOT NULL AND r."new_due_date" IS NOT NULL
	), ext_periods AS (
		SELECT ext.*, lead(paid_on) OVER (PARTITION BY "loan_id" ORDER BY n) AS until FROM ext
	), ext_default AS (
		SELECT p."loan_id", min(p.due + 91) AS day
		FROM ext_periods p JOIN cand c ON c."id" = p."loan_id"
		WHERE p.due + 91 >= p.paid_on AND (p.until IS NULL OR p.due + 91 < p.until)
			AND (c.closed_on IS NULL OR p.due + 91 < c.closed_on)
		GROUP BY p."loan_id"
	), defaults AS (
		-- The day it defaulted: 91 days past the due date in force while open, else the write-off.
		SELECT c."id" AS "loan_id", coalesce(
			CASE WHEN c.first_due + 91 >= c."start_date" AND (f.paid_on IS NULL OR c.first_due + 91 < f.paid_on)
				AND (c.closed_on IS NULL OR c.first_due + 91 < c.closed_on) THEN c.first_due + 91 END,
			x.day,
			CASE WHEN c."status" IN (9, 10) THEN c.closed_on END) AS day
		FROM cand c LEFT JOIN ext f ON f."loan_id" = c."id" AND f.n = 1
		LEFT JOIN ext_default x ON x."loan_id" = c."id"
	), due_at AS (
		SELECT DISTINCT ON (g."id", g.month) g."id", g.month, e.due
		FROM grid g JOIN ext e ON e."loan_id" = g."id" AND e.paid_on <= g.cut
		ORDER BY g."id", g.month, e.n DESC
	), figures AS (
		SELECT cum.month, cum."id" AS loan_id,
			CASE WHEN cum.closed_on IS NULL OR cum.closed_on > cum.cut THEN 4 ELSE cum."status" END AS status,
			CASE WHEN (cum.closed_on IS NULL OR cum.closed_on > cum.cut)
				AND coalesce(due_at.due, cum.first_due) <= th.threshold
				THEN cum.cut - coalesce(due_at.due, cum.first_due) ELSE 0 END AS overdue_days,
			cum.principal_at, cum.balance_at, cum.written_off_at, cum.interest_at, cum.fees_at,
			cum.start_month, cum.lent, coalesce(d.day <= cum.cut, false) AS defaulted
		FROM cum JOIN thresholds th ON th.cut = cum.cut
		LEFT JOIN due_at ON due_at."id" = cum."id" AND due_at.month = cum.month
		LEFT JOIN defaults d ON d."loan_id" = cum."id"
	)
	SELECT month, loan_id, status, overdue_days, principal_at, balance_at, written_off_at, interest_at,
		fees_at, start_month, lent, defaulted,
		lag(status) OVER w, lag(overdue_days) OVER w, lag(principal_at) OVER w
	FROM figures
	WINDOW w AS (PARTITION BY loan_id ORDER BY month);

	INSERT INTO "loan_month_end_runs" ("month", "cut", "last_loan_id", "started_at", "finished_at")
	SELECT g::date, (g + interval '1 month' - interval '1 day')::date, 2147483647, now(), now()
	FROM generate_series((SELECT date_trunc('month', min("start_date")) FROM "loans"), last_month::timestamp,
		interval '1 month') AS g;
END
$$;--> statement-breakpoint
-- The back-fill: every figure from the ledger, up to the month before this one (Mexico City), with
-- the bank holidays of core's calendar as of this migration.
SELECT "loan_figures_backfill"((now() AT TIME ZONE 'America/Mexico_City')::date,
	'{2026-01-01,2026-02-02,2026-03-16,2026-04-02,2026-04-03,2026-05-01,2026-09-16,2026-11-02,2026-11-16,2026-12-12,2026-12-25,2027-01-01,2027-02-01,2027-03-15,2027-03-25,2027-03-26,2027-05-01,2027-09-16,2027-11-02,2027-11-15,2027-12-12,2027-12-25,2028-01-01,2028-02-07,2028-03-20,2028-04-13,2028-04-14,2028-05-01,2028-09-16,2028-11-02,2028-11-20,2028-12-12,2028-12-25}'::date[]);
