import { eq } from '@lender/db/orm';
import { loans } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedApplication,
  createLendingTestCore,
  type LendingTestCore,
  signWithCode,
} from '../../testing/lending-fixtures';
import { writeProductOverride } from '../catalog/product';
import { today } from '../clock';

// Issue 62 point 1: every fee a loan can be charged is stored with the loan when it is signed, with
// its RECO folio — the folios the signed carátula printed — and a later registration never reaches it.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

async function signedTerms() {
  const app = await acceptedApplication(t);
  const { loanId } = await signWithCode(t, app);
  const [loan] = await t.db.db.select().from(loans).where(eq(loans.id, loanId));
  return { loanId, terms: loan?.terms };
}

describe("a signed loan keeps its fees' RECO folios", () => {
  it('stores the folio of each fee its contract charges, and a later registration reaches only later loans', async () => {
    const first = await signedTerms();
    const folios = first.terms?.feeRegistrations ?? [];
    expect(folios.map((registration) => registration.fee)).toEqual(
      expect.arrayContaining(['interestFirst', 'serviceFee']),
    );
    for (const registration of folios) {
      expect(registration.folio).toMatch(/^DEMO-RECO-\d{4}$/);
      expect(registration.inForceFrom <= today(t.clock)).toBe(true);
    }
    // The same service fee registered again under a new folio (in force from today).
    const on = today(t.clock);
    await writeProductOverride(t.core.db, {
      registrations: { serviceFee: { folio: 'RECO-2026-NUEVO', registeredOn: on, inForceFrom: on } },
    });
    const later = await signedTerms();
    const folioOf = (terms: typeof folios) =>
      terms.find((registration) => registration.fee === 'serviceFee')?.folio;
    expect(folioOf(later.terms?.feeRegistrations ?? [])).toBe('RECO-2026-NUEVO');
    const [again] = await t.db.db.select().from(loans).where(eq(loans.id, first.loanId));
    expect(again?.terms.feeRegistrations).toEqual(folios);
    expect(folioOf(again?.terms.feeRegistrations ?? [])).not.toBe('RECO-2026-NUEVO');
  });
});
