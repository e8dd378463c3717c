import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore } from '../../testing/lending-fixtures';
import { mandatedLoan } from '../../testing/mandate-fixtures';
import { chargeUnderMandate } from '../payments/charge-under-mandate';
import { extractPdfText } from '../pdf/pdf-text';
import { buildAccessArchive } from './access-archive';

// The right of access covers what a borrower authorised to be charged (ADR 325): each mandate as
// accepted (its terms, the text's version and hash) and every attempt under it, in words in the PDF —
// theirs only, never another borrower's.

let t: LendingTestCore;
let files: Record<string, Uint8Array>;
let mine: Awaited<ReturnType<typeof mandatedLoan>>;
const json = (name: string) => JSON.parse(Buffer.from(files[`${name}.json`] ?? []).toString('utf8'));

beforeAll(async () => {
  t = await createLendingTestCore();
  mine = await mandatedLoan(t, ['clabe']);
  // A first attempt the bank refuses for lack of funds (the sandbox answers …51 so), then one it takes.
  await chargeUnderMandate(t.core, mine.loanId, { amount: 300_51, date: mine.dueDate });
  await chargeUnderMandate(t.core, mine.loanId, { amount: 300_00, date: mine.dueDate });
  await mandatedLoan(t, ['clabe', 'card']);
  files = unzipSync((await buildAccessArchive(t.core, { clientId: mine.clientId })).bytes);
});
afterAll(() => t.close());

describe('the access archive’s direct-debit mandates', () => {
  it('lists each mandate as accepted and every charge under it, the borrower’s only', async () => {
    const [mandate, ...others] = json('consentimientos').mandates as Array<Record<string, unknown>>;
    expect(others).toEqual([]);
    const row = mine.mandates[0];
    expect(mandate).toMatchObject({
      method: 'clabe',
      last4: row?.last4,
      maxAmount: { amount: (row?.maxAmount ?? 0) / 100, currency: 'MXN' },
      coversFrom: row?.coversFrom,
      coversTo: row?.coversTo,
      preNoticeDays: 2,
      status: 'active',
      textVersion: row?.textVersion,
      textSha256: row?.textSha256,
    });
    expect(mandate?.charges).toEqual([
      expect.objectContaining({
        attempt: 1,
        amount: { amount: 300.51, currency: 'MXN' },
        chargeStatus: 'insufficient_funds',
      }),
      expect.objectContaining({
        attempt: 2,
        amount: { amount: 300, currency: 'MXN' },
        chargeStatus: 'accepted',
      }),
    ]);
  });

  it('reads in words in the PDF, never as codes', async () => {
    const text = await extractPdfText(files['consentimientos.pdf'] ?? new Uint8Array());
    expect(text).toContain('Autorizaciones de cargo automático');
    expect(text).toContain('cuenta CLABE');
    expect(text).toContain('Rechazado: fondos insuficientes');
    expect(text).toContain('Aceptado por tu banco');
    expect(text).not.toMatch(/insufficient_funds|\baccepted\b/);
  });
});
