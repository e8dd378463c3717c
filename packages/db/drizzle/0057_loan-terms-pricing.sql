-- A signed loan keeps the late fee and IVA of its contract (issue 62): from now on signing writes
-- them into `loans.terms` (`latePolicy`, `vatPercent`); the loans signed before get the pricing in
-- force now (the demo product's late fee and IVA under the operator's `product` override), which is
-- what they have been charged until today, so a later change of the product reaches none of them.
UPDATE "loans" SET "terms" = "terms"
  || jsonb_build_object(
    'latePolicy',
    '{"dailyBps": 50, "maxDays": 60, "onHoldAfterDays": 30}'::jsonb
      || coalesce((SELECT "value" -> 'lateFee' FROM "settings" WHERE "key" = 'product' AND jsonb_typeof("value" -> 'lateFee') = 'object'), '{}'::jsonb),
    'vatPercent',
    coalesce((SELECT "value" -> 'vatPercent' FROM "settings" WHERE "key" = 'product' AND jsonb_typeof("value" -> 'vatPercent') = 'number'), '16'::jsonb)
  )
WHERE NOT ("terms" ? 'latePolicy');
