import type { PayCycle } from '@lender/calculator';
import type { Database } from '@lender/db';
import { desc, eq } from '@lender/db/orm';
import { provenIncomes } from '@lender/db/schema';
import { businessDate } from '../clock';
import type { BehaviourInput } from '../collector-ingest/decision-input';
import type { ScoringInput } from '../decision/engine';
import { proofTrustedOn } from '../decision/proof-confidence';

/**
 * What a scorecard reads beside the rules' inputs (issue 67 point 4, ADR 337), stored in the
 * decision's input snapshot so it is hashed and replayable.
 */

/** The newest proof as stored (`proven_incomes`, ADR 333). */
export interface StoredProof {
  readonly monthlyIncome: number;
  readonly payCycle: string | null;
  readonly payDays: readonly number[];
  readonly newestPaidOn: string;
  readonly confidence: string;
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`), never negative. */
export function daysFrom(from: string, to: string): number {
  return Math.max(
    0,
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000),
  );
}

/**
 * The scoring facts from what was read (pure: the test feeds it rows). The proof is the income when
 * it is trusted on the decision's business date `today` (`proofTrustedOn`: high or medium, and its
 * newest pay not stale that day, ADR 340), with its payday.
 */
export function scoringInputOf(
  proof: StoredProof | null,
  clientCreatedAt: Date,
  today: string,
  behaviour: BehaviourInput,
): ScoringInput {
  return {
    provenIncome:
      proof && proofTrustedOn(proof, today)
        ? {
            monthlyIncome: proof.monthlyIncome,
            payCycle: (proof.payCycle as PayCycle | null) ?? null,
            payDays: [...proof.payDays],
            newestPaidOn: proof.newestPaidOn,
          }
        : null,
    tenureDays: daysFrom(businessDate(clientCreatedAt), today),
    // No credit bureau is connected yet: the characteristic scores its data-absent points.
    bureauScore: null,
    behaviour: behaviour.source === 'dataset' ? behaviour.signal.flag : null,
  };
}

/** Reads the client's newest payroll proof (ADR 333) and builds the scoring facts. */
export async function gatherScoringInput(
  db: Database,
  client: { id: number; createdAt: Date },
  today: string,
  behaviour: BehaviourInput,
): Promise<ScoringInput> {
  let proof: StoredProof | null = null;
  try {
    // The newest row is the proof (ADR 333); read here, not through proven-income/, whose
    // dependencies (pay days, then payments and loans) would import applications back.
    const [row] = await db
      .select({
        monthlyIncome: provenIncomes.monthlyIncome,
        payCycle: provenIncomes.payCycle,
        payDays: provenIncomes.payDays,
        newestPaidOn: provenIncomes.newestPaidOn,
        confidence: provenIncomes.confidence,
      })
      .from(provenIncomes)
      .where(eq(provenIncomes.clientId, client.id))
      .orderBy(desc(provenIncomes.id))
      .limit(1);
    proof = row ?? null;
  } catch {
    // The table is mid-change: no proof, the declared income counts (as a missing fact elsewhere).
  }
  return scoringInputOf(proof, client.createdAt, today, behaviour);
}
