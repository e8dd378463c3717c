-- The day the payment-plan watch made a restructured loan current again: the cure happens once,
-- while the loan's days past due follow the plan (issue 62, ADR 299).
ALTER TABLE "payment_plans" ADD COLUMN IF NOT EXISTS "cured_on" date;--> statement-breakpoint
-- A plan cured before this column: the business day (Mexico City) the audit log recorded its cure.
UPDATE "payment_plans" p SET "cured_on" = (
    SELECT min(a."created_at" AT TIME ZONE 'America/Mexico_City')::date FROM "audit_log" a
    WHERE a."action" = 'loan.restructure_cured' AND a."entity" = 'loan' AND a."entity_id" = p."loan_id"::text
      AND a."after" ->> 'paymentPlan' = p."id"::text)
  WHERE p."cured_on" IS NULL;
