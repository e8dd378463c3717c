-- The employment step's monthly income in centavos (issue 19, ADR 043): the API converts the
-- request's whole pesos once, at its edge, and core keeps centavos like every other amount. The
-- answers saved before this migration held whole pesos; they become centavos here, once.
UPDATE "clients"
SET "employment" = jsonb_set("employment", '{monthlyIncome}', to_jsonb((("employment"->>'monthlyIncome')::numeric * 100)::bigint))
WHERE jsonb_typeof("employment"->'monthlyIncome') = 'number';
