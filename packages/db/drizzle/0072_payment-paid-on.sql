-- ADR 361: the business day a payment's money was paid, set when it is settled (its ledger day, earlier
-- than completed_at's for money recorded later). Payments settled before it: the day of their ledger
-- transactions (`payment:<id>`, `rollover:payment:<id>`).
ALTER TABLE "payments" ADD COLUMN "paid_on" date;--> statement-breakpoint
UPDATE "payments" AS p SET "paid_on" = t.day
	FROM (
		SELECT substring(reference from '^(?:rollover:)?payment:(\d+)$')::int AS payment_id, min(effective_date) AS day
		FROM "ledger_transactions"
		WHERE kind = 'payment' AND reference ~ '^(rollover:)?payment:\d+$'
		GROUP BY 1
	) AS t
	WHERE t.payment_id = p.id;
