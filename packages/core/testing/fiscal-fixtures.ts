// Test support for the CFDI tests (not exported): a borrower's RFC on their profile, and a PAC whose
// answers are lost after it stamped.
import { eq, sql } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import type { CfdiDraft, FiscalPort, StampedCfdi } from '../src/providers/fiscal/port';
import type { TestCore } from './test-core';

/**
 * Gives the borrower `clientId` an RFC (encrypted, in the profile's optional `rfc_enc`, added when
 * the database lacks it) and a fiscal postal code: their payments get CFDIs of their own.
 */
export async function giveRfc(t: TestCore, clientId: number, rfc = 'PEGJ800101AB1'): Promise<void> {
  await t.core.db.execute(sql`alter table clients add column if not exists rfc_enc text`);
  await Promise.all([
    t.core.db.execute(sql`update clients set rfc_enc = ${t.core.pii.encrypt(rfc)} where id = ${clientId}`),
    t.core.db
      .update(clients)
      .set({ address: { postalCode: '06700' } })
      .where(eq(clients.id, clientId)),
  ]);
}

/**
 * The next `times` CFDIs sent to `port` are stamped, and each answer is lost on its way back (a
 * timeout after the PAC stamped): the stamps the PAC gave, in order. After the last, `port` answers.
 */
export function loseStampAnswers(port: FiscalPort, times = 1): StampedCfdi[] {
  const issue = port.issue.bind(port);
  const lost: StampedCfdi[] = [];
  Object.assign(port, {
    issue: async (draft: CfdiDraft) => {
      lost.push(await issue(draft));
      if (lost.length === times) Object.assign(port, { issue });
      throw new Error('the PAC did not answer in time');
    },
  });
  return lost;
}
