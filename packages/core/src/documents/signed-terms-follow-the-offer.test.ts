import { computeOffer, demoProduct, type PayCycle, type SequenceType } from '@lender/calculator';
import type { ProductOverride } from '@lender/contracts';
import { and, eq } from '@lender/db/orm';
import { agreementSignatures, applications, loans, offers, rollovers } from '@lender/db/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedApplication,
  createLendingTestCore,
  type LendingTestCore,
  signWithCode,
} from '../../testing/lending-fixtures';
import { actualOffer } from '../applications/actual-offer';
import { readProductConfig, writeProductOverride } from '../catalog/product';
import { assertAgreementStatesLoan, statedAndCharged } from '../loans/sign-agreement-terms';
import { formatPesos, renderAgreementText } from './agreement';
import { currentTerms } from './loan-documents';
import { agreementTextSha256 } from './loan-documents-model';

// ADR 366: a pricing change approved after the offer was priced and before the borrower signs never
// reaches the contract; the contract states what the loan (made of the stored offer) charges.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());
afterEach(async () => {
  await writeProductOverride(t.core.db, {});
});

const rates = demoProduct.dailyInterestBps;
const [cheap, expensive] = demoProduct.extensions;

/** What today's catalogue would price the application at (what the contract must not say). */
async function repricedToday(applicationId: number) {
  const [app] = await t.core.db.select().from(applications).where(eq(applications.id, applicationId));
  if (!app) throw new Error('no application');
  const payDates = [app.payDates.first_repayment_option, app.payDates.second_repayment_option].map(String);
  return computeOffer(
    await readProductConfig(t.core.db),
    {
      amount: app.principalAmount,
      payCycle: app.salaryCycle as PayCycle,
      payDates: payDates.join(','),
      sequenceType: app.sequenceType as SequenceType,
      promoCode: app.promoCode,
    },
    app.pricedOn,
  );
}

describe('el contrato firmado dice lo que cobra el préstamo, aunque el precio cambie antes de firmar', () => {
  it.each<[string, ProductOverride, number]>([
    [
      'suben la tasa y las prórrogas',
      {
        extensions: [
          { type: 'cheap', days: 7, bps: 900 },
          { type: 'expensive', days: 30, bps: 3000 },
        ],
        dailyInterestBps: { ...rates, first: rates.first + 10 },
      },
      3_000_00,
    ],
    [
      'bajan la tasa y las prórrogas',
      {
        extensions: [
          { type: 'cheap', days: 7, bps: 300 },
          { type: 'expensive', days: 30, bps: 1000 },
        ],
        dailyInterestBps: { ...rates, first: rates.first - 20 },
      },
      3_000_00,
    ],
    [
      'cambia solo el precio de las prórrogas',
      {
        extensions: [
          { ...cheap, bps: (cheap?.bps ?? 0) + 111 },
          { ...expensive, bps: (expensive?.bps ?? 0) + 7 },
        ],
      } as ProductOverride,
      3_000_00,
    ],
    [
      'suben las comisiones y el monto lleva centavos',
      {
        fees: { ...demoProduct.fees, serviceFee: { kind: 'percent', bps: 777 } },
        dailyInterestBps: { ...rates, first: rates.first + 3 },
      } as ProductOverride,
      3_033_37,
    ],
  ])('%s', async (_name, change, amount) => {
    t.clock.set('2026-03-02T18:00:00Z');
    const app = await acceptedApplication(t, { amount });
    const before = (await currentTerms(t.core, app.clientId, app.applicationId)).terms;
    // The back office approves a pricing change in force at once; the offer was priced before it.
    await writeProductOverride(t.core.db, change);
    const today = await repricedToday(app.applicationId);
    // The change does change today's price (its total, or its extension prices).
    const priceOf = (o: { total: number; extensions: ReadonlyArray<{ amount: number }> }) => [
      o.total,
      o.extensions.map((e) => e.amount),
    ];
    expect(priceOf(today)).not.toEqual(priceOf(before));
    // What the borrower reads before signing (the draft, its carátula and schedule) did not move.
    const { terms } = await currentTerms(t.core, app.clientId, app.applicationId);
    expect(terms).toEqual(before);
    const { loanId } = await signWithCode(t, app);
    const [loan] = await t.core.db.select().from(loans).where(eq(loans.id, loanId));
    const [signature] = await t.core.db
      .select()
      .from(agreementSignatures)
      .where(eq(agreementSignatures.loanId, loanId));
    if (!loan || !signature) throw new Error('not signed');
    // The text the signature hashes is the text of these terms.
    expect(signature.documentKind).toBe('agreement_text');
    expect(signature.documentHash).toBe(agreementTextSha256(terms));
    // Every figure the contract states is the one the loan charges: money, days, dates, rates.
    const { stated, charged } = statedAndCharged(terms, loan.terms);
    expect(stated).toEqual(charged);
    expect(loan.terms.total).toBe(app.offerTotal);
    expect(loan.principal).toBe(amount);
    // The extension prices the loan offers are those the contract states.
    const options = await t.core.db.select().from(rollovers).where(eq(rollovers.loanId, loanId));
    const offered = options.map((r) => ({ days: r.days, amount: r.fee })).sort((a, b) => a.days - b.days);
    expect([...terms.extensions].sort((a, b) => a.days - b.days)).toEqual(offered);
    // The CAT and the rate are the stored offer's, as the borrower saw them.
    const [offer] = await t.core.db
      .select()
      .from(offers)
      .where(and(eq(offers.applicationId, app.applicationId), eq(offers.state, 'accepted')));
    expect({ cat: terms.cat, apr: terms.ordinaryAnnualRate }).toEqual({
      cat: offer?.view.cat,
      apr: offer?.view.apr,
    });
    // The signed text prints the loan's money, and none of today's re-priced figures.
    const text = renderAgreementText(terms);
    for (const figure of [
      loan.terms.total,
      loan.principal,
      charged.interest,
      charged.vat,
      ...offered.map((o) => o.amount),
    ]) {
      expect(text).toContain(formatPesos(figure));
    }
    if (today.total !== loan.terms.total) expect(text).not.toContain(formatPesos(today.total));
    for (const extension of today.extensions) {
      if (!offered.some((o) => o.amount === extension.amount))
        expect(text).not.toContain(formatPesos(extension.amount));
    }
  });
});

describe('un cambio de IVA después de la oferta', () => {
  it('niega la oferta vieja con offer_expired sin firmar nada, y la cotiza de nuevo al IVA vigente', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const app = await acceptedApplication(t);
    await writeProductOverride(t.core.db, { vatPercent: 8 });
    const refused = { code: 'offer_expired' };
    await expect(currentTerms(t.core, app.clientId, app.applicationId)).rejects.toMatchObject(refused);
    await expect(
      actualOffer(t.core, { actorId: app.clientId, params: { id: app.applicationId } }),
    ).rejects.toMatchObject(refused);
    await expect(signWithCode(t, app)).rejects.toMatchObject(refused);
    const signed = await t.core.db.select().from(loans).where(eq(loans.applicationId, app.applicationId));
    expect(signed).toEqual([]);
    // Priced again (loans/offer-priced-again-after-an-iva-change.test.ts follows the borrower on).
    const kept = await t.core.db.select().from(offers).where(eq(offers.applicationId, app.applicationId));
    expect(kept.map((o) => o.state).sort()).toEqual(['current', 'superseded']);
    expect(kept.find((o) => o.state === 'current')?.total).toBeLessThan(app.offerTotal);
  });
});

describe('assertAgreementStatesLoan', () => {
  it('niega firmar un texto que difiere del préstamo en un centavo', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const app = await acceptedApplication(t);
    const { terms } = await currentTerms(t.core, app.clientId, app.applicationId);
    const { loanId } = await signWithCode(t, app);
    const [loan] = await t.core.db.select().from(loans).where(eq(loans.id, loanId));
    if (!loan) throw new Error('not signed');
    expect(() => assertAgreementStatesLoan(terms, loan.terms)).not.toThrow();
    const [first, ...rest] = terms.extensions;
    const cases = [
      { ...terms, total: terms.total + 1 },
      { ...terms, vat: terms.vat - 1 },
      { ...terms, vatPercent: 8 },
      { ...terms, extensions: first ? [{ ...first, amount: first.amount + 1 }, ...rest] : [] },
      { ...terms, dueDate: '2026-03-17' },
    ];
    for (const differing of cases) {
      expect(() => assertAgreementStatesLoan(differing, loan.terms)).toThrow(
        expect.objectContaining({ code: 'offer_expired' }),
      );
    }
  });
});
