import type { Executor } from '@lender/db';
import { eq } from '@lender/db/orm';
import { creditPolicies } from '@lender/db/schema';
import { POLICY_V1 } from './policy-document';
import type { PolicyVersion } from './policy-engine';

/** Version 1 when the table cannot be read (a schema mid-change): the rules the engine had in code. */
export const BUILT_IN_POLICY: PolicyVersion = { version: 1, document: POLICY_V1 };

/**
 * The credit policy in force (issue 67, ADR 330): the one `published` row of `credit_policies` (a
 * partial unique index keeps it one). Read at every decision, so a publication is in force from
 * the next decision on; a draft is never read here.
 */
export async function publishedPolicy(db: Executor): Promise<PolicyVersion> {
  try {
    const [row] = await db
      .select({ version: creditPolicies.version, document: creditPolicies.document })
      .from(creditPolicies)
      .where(eq(creditPolicies.status, 'published'));
    return row ?? BUILT_IN_POLICY;
  } catch {
    return BUILT_IN_POLICY;
  }
}
