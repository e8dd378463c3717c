import { auditLog } from '@lender/db/schema';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { extractPdfText } from '../pdf/pdf-text';
import { buildAccessArchive } from './access-archive';

// Access (LFPDPPP) stops where the anti-money-laundering rules forbid telling the client (art. 95 Bis
// LGOAAC, tipping off): what compliance did about a borrower — a list match accepted, an alert
// raised, enhanced due diligence, a payout held, a suspension, a report to the authority — never
// reaches their archive, whatever the record it was written against; their own dealings still do.

let t: LendingTestCore;
let files: Record<string, Uint8Array>;

beforeAll(async () => {
  t = await createLendingTestCore();
  const loan = await paidOutLoan(t);
  const client = String(loan.clientId);
  await t.core.db.insert(auditLog).values([
    { actorType: 'user', action: 'aml.list_accept', entity: 'client', entityId: client },
    { actorType: 'system', action: 'aml.alert_raise', entity: 'client', entityId: client },
    { actorType: 'user', action: 'aml.edd', entity: 'client', entityId: client },
    { actorType: 'user', action: 'aml.suspend', entity: 'client', entityId: client },
    { actorType: 'user', action: 'aml.report', entity: 'client', entityId: client },
    { actorType: 'system', action: 'aml.payout_hold', entity: 'loan', entityId: String(loan.loanId) },
  ]);
  files = unzipSync((await buildAccessArchive(t.core, { clientId: loan.clientId })).bytes);
});
afterAll(() => t.close());

describe("the access archive and compliance's records", () => {
  it("holds none of compliance's actions about the borrower, neither in its JSON nor in its PDF", async () => {
    const actions = (
      JSON.parse(Buffer.from(files['bitacora.json'] ?? []).toString('utf8')) as Array<{ action: string }>
    ).map((entry) => entry.action);
    expect(actions.filter((action) => action.startsWith('aml.'))).toEqual([]);
    const text = await extractPdfText(files['bitacora.pdf'] ?? new Uint8Array());
    expect(text).not.toMatch(/lista|alerta|debida diligencia|suspend|reporte|retenid/i);
  });

  it('still holds the borrower’s own dealings in the audit (the loan it was paid)', () => {
    const actions = (
      JSON.parse(Buffer.from(files['bitacora.json'] ?? []).toString('utf8')) as Array<{ action: string }>
    ).map((entry) => entry.action);
    expect(actions).toContain('loan.create');
  });
});
