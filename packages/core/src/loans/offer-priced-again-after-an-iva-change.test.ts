import { eq } from '@lender/db/orm';
import { loans, offers } from '@lender/db/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedApplication,
  createLendingTestCore,
  type LendingTestCore,
  signWithCode,
} from '../../testing/lending-fixtures';
import { actualOffer } from '../applications/actual-offer';
import { centavosOf } from '../catalog/offer-costs';
import { writeProductOverride } from '../catalog/product';
import { currentTerms } from '../documents/loan-documents';
import { agreementSmsCode } from './agreement-sms-code';
import { signAgreement } from './sign-agreement';

// The borrower's path when the IVA rate changes between the offer and the signature (ADR 366): the
// accepted offer (IVA 16 %) is priced again at the rate in force, the borrower reads the new figures
// and signs them; nothing is signed, and no code sent, on figures the borrower has not seen.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());
afterEach(() => writeProductOverride(t.core.db, {}));

const pricedAgain = { code: 'offer_expired', options: { params: { reason: 'priced_again' } } };

describe('an IVA change after the offer was accepted', () => {
  it('prices the offer again: no code on the old figures, the new ones read and signed', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const app = await acceptedApplication(t);
    await writeProductOverride(t.core.db, { vatPercent: 8 });
    const signer = { actorId: app.clientId, params: { id: app.applicationId } };
    const sent = t.sms.length;
    await expect(agreementSmsCode(t.core, signer)).rejects.toMatchObject(pricedAgain);
    expect(t.sms.length).toBe(sent);
    const { offer } = await actualOffer(t.core, signer);
    const { terms } = await currentTerms(t.core, app.clientId, app.applicationId);
    // The same amount and due date; the charges' IVA at 8 %: less to pay.
    expect([terms.principal, terms.dueDate, terms.vatPercent]).toEqual([app.principal, app.endDate, 8]);
    expect(terms.total).toBeLessThan(app.offerTotal);
    expect(centavosOf(offer.total)).toBe(terms.total);
    const { loanId } = await signWithCode(t, app);
    const [loan] = await t.core.db.select().from(loans).where(eq(loans.id, loanId));
    expect([loan?.terms.total, loan?.terms.vatPercent]).toEqual([terms.total, 8]);
    const kept = await t.core.db.select().from(offers).where(eq(offers.applicationId, app.applicationId));
    expect(kept.map((o) => o.state).sort()).toEqual(['accepted', 'superseded']);
  });

  it('a code sent before the change is kept: the signing prices again, then the same code signs', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const app = await acceptedApplication(t);
    const signer = { actorId: app.clientId, params: { id: app.applicationId } };
    await agreementSmsCode(t.core, signer);
    await writeProductOverride(t.core.db, { vatPercent: 8 });
    const sign = () => signAgreement(t.core, { ...signer, body: { smsCode: t.lastCode() } });
    await expect(sign()).rejects.toMatchObject(pricedAgain);
    const { terms } = await currentTerms(t.core, app.clientId, app.applicationId);
    const [loan] = await t.core.db
      .select()
      .from(loans)
      .where(eq(loans.id, (await sign()).loanId));
    expect([loan?.terms.total, loan?.terms.vatPercent]).toEqual([terms.total, 8]);
  });
});
