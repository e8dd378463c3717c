-- Issue 67 point 4 (ADR 337): a decision taken by a policy with a scorecard keeps its score, band,
-- probability of default (basis points), cut-off and the characteristics that lost the most points.
ALTER TABLE "decisions" ADD COLUMN "score" jsonb;
