import { vatOn } from '@lender/calculator/kernel';
import { personRfc } from '@lender/clabe/names';
import { paymentFolio } from '@lender/contracts';
import { and, eq, sql } from '@lender/db/orm';
import { clients, fiscalCredits, fiscalDocuments, fiscalIncome } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  type LendingTestCore,
  paidOutLoan,
  reversePayment,
} from '../../testing/lending-fixtures';
import {
  describeSatXsdErrors,
  missingSatXsdFiles,
  validateAllAgainstSatXsd,
} from '../../testing/validate-against-sat-xsd';
import { update } from '../clients/update';
import { balanceOf } from '../ledger/accounts';
import { quoteEarlyPayoff } from '../ledger/early-payoff';
import { loanBalances } from '../ledger/ledger';
import { recordExternalPayment } from '../payments/record-external-payment';
import { extractPdfText } from '../pdf/pdf-text';
import { renderPdf } from '../pdf/render-pdf';
import { GENERAL_PUBLIC } from '../providers/fiscal/cfdi-xml';
import { checkCfdi } from '../providers/fiscal/check-cfdi';
import type { SandboxFiscal } from '../providers/fiscal/sandbox';
import { cfdiDocument } from './cfdi-document';
import { backOfficeCfdisOf } from './cfdi-views';
import { cfdis } from './cfdis';
import { cancellableUntil, requestOwnCfdis } from './fiscal-nominative';
import { issueFiscalDocuments } from './issue-fiscal-documents';

// The corrections of issued CFDIs (issue 51): a credit note when an early payoff rebates interest
// earlier CFDIs carried, a borrower's own CFDI for payments that went in a global CFDI before they
// gave an RFC (SAT's reason 04), and cancellations that wait for the receiver's answer.

let t: LendingTestCore;
let sandbox: SandboxFiscal;
let certifierCertificate: Uint8Array;
let maker: number;
let checker: number;
beforeAll(async () => {
  t = await createLendingTestCore();
  sandbox = t.core.providers.fiscal as SandboxFiscal;
  certifierCertificate = await sandbox.certifierCertificate();
  const user = (email: string, role: 'finance' | 'admin') =>
    t.core.backOfficeUsers.create({ email, name: email, password: 'a-long-enough-password', role });
  maker = (await user('corrections-maker@lender.test', 'finance')).id;
  checker = (await user('corrections-checker@lender.test', 'admin')).id;
});
afterAll(() => t.close());

const pay = async (loanId: number, amount: number, reference: string) =>
  (await recordExternalPayment(t.core, { loanId, amount, reference, actor: { type: 'system' } })).payment.id;
const owed = async (loanId: number) => {
  const balances = await loanBalances(t.core.db, loanId);
  return Object.entries(balances)
    .filter(([account]) => account.endsWith('_receivable') || account.startsWith('fee_receivable'))
    .reduce((sum, [, amount]) => sum + (amount ?? 0), 0);
};
const giveRfc = (clientId: number, rfc: string) =>
  Promise.all([
    t.core.db.execute(sql`update clients set rfc_enc = ${t.core.pii.encrypt(rfc)} where id = ${clientId}`),
    t.core.db
      .update(clients)
      .set({ address: { postalCode: '06700' } })
      .where(eq(clients.id, clientId)),
  ]);
const incomeOf = (loanId: number) =>
  t.core.db.select().from(fiscalIncome).where(eq(fiscalIncome.loanId, loanId)).orderBy(fiscalIncome.id);
const documentOf = async (id: number | null) => {
  const [row] = await t.core.db
    .select()
    .from(fiscalDocuments)
    .where(eq(fiscalDocuments.id, id ?? 0));
  if (!row) throw new Error(`no document ${id}`);
  return row;
};
const reverse = (loanId: number, paymentId: number, reason: string) =>
  reversePayment(t, { maker, checker }, loanId, paymentId, reason);
const interestOf = (lines: readonly { component: string; base: number }[]) =>
  lines.filter((line) => line.component === 'interest').reduce((sum, line) => sum + line.base, 0);

/** Each CFDI against SAT's XML schemas too, once data/sat-xsd holds them (sat-xsd.test.ts says which are missing). */
const expectValidAgainstSatXsd = async (xmls: readonly string[]) => {
  if (missingSatXsdFiles().length > 0) return;
  expect(describeSatXsdErrors(await validateAllAgainstSatXsd(xmls))).toEqual([]);
};

describe('a credit note when an early payoff rebates interest an earlier CFDI carried', () => {
  it('issues a CFDI de egreso related (01) to the CFDI that carried it, so the CFDIs net to the interest earned', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await paidOutLoan(t);
    await giveRfc(loan.clientId, 'PEGJ800101AB1');
    // Three days in, a payment of everything but principal: it pays the whole term's interest.
    t.clock.set('2026-03-05T18:00:00Z');
    const balances = await loanBalances(t.core.db, loan.loanId);
    const partial = await pay(
      loan.loanId,
      (await owed(loan.loanId)) - balanceOf(balances, 'principal_receivable'),
      `credit-partial-${loan.loanId}`,
    );
    expect((await issueFiscalDocuments(t.core)).income).toBe(1);
    const [partialRow] = await incomeOf(loan.loanId);
    const partialCfdi = await documentOf(partialRow?.documentId ?? null);
    // A week later the borrower pays the loan off: the unearned interest comes back.
    t.clock.set('2026-03-12T18:00:00Z');
    const quote = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    expect(quote.rebate.interest).toBeGreaterThan(0);
    const payoff = await pay(loan.loanId, quote.payoff, `credit-payoff-${loan.loanId}`);
    expect(await owed(loan.loanId)).toBe(0);

    const [credit] = await t.core.db.select().from(fiscalCredits).where(eq(fiscalCredits.paymentId, payoff));
    expect(credit).toMatchObject({ loanId: loan.loanId, component: 'interest', status: 'pending' });
    // Interest invoiced less interest credited is the interest the ledger kept as earned (its
    // income, less the discount booked against it).
    const rows = await incomeOf(loan.loanId);
    const after = await loanBalances(t.core.db, loan.loanId);
    const earned = -balanceOf(after, 'interest_income') - balanceOf(after, 'discount_expense');
    expect(credit?.base).toBe(quote.rebate.interest);
    expect(earned).toBe(rows.reduce((sum, row) => sum + interestOf(row.lines), 0) - (credit?.base ?? 0));

    const run = await issueFiscalDocuments(t.core);
    expect(run).toMatchObject({ credit: 1, failed: 0 });
    const [issuedCredit] = await t.core.db
      .select()
      .from(fiscalCredits)
      .where(eq(fiscalCredits.paymentId, payoff));
    const note = await documentOf(issuedCredit?.documentId ?? null);
    expect(note).toMatchObject({
      kind: 'credit_note',
      series: 'E',
      receiverRfc: 'PEGJ800101AB1',
      clientId: loan.clientId,
      subtotal: credit?.base,
      vat: credit?.vat,
    });
    const check = checkCfdi(note.xml, { certifierCertificate });
    expect(check.problems).toEqual([]);
    expect(note.xml).toContain('TipoDeComprobante="E"');
    expect(note.xml).toContain('FormaPago="17"');
    expect(note.xml).toContain(
      `<cfdi:CfdiRelacionados TipoRelacion="01"><cfdi:CfdiRelacionado UUID="${partialCfdi.uuid}"/>`,
    );
    await expectValidAgainstSatXsd([partialCfdi.xml, note.xml]);
    // The loan's CFDIs, income less credit, carry the IVA of its net income rounded once.
    const incomeDocs = await t.core.db
      .select()
      .from(fiscalDocuments)
      .where(and(eq(fiscalDocuments.loanId, loan.loanId), eq(fiscalDocuments.kind, 'income')));
    const netBase = incomeDocs.reduce((sum, d) => sum + d.subtotal, 0) - note.subtotal;
    const netVat = incomeDocs.reduce((sum, d) => sum + d.vat, 0) - note.vat;
    expect(netVat).toBe(vatOn(netBase, 16));
    // The borrower sees and prints it; a second run issues nothing more.
    expect((await cfdis(t.core, { actorId: loan.clientId })).cfdis.map((c) => c.kind)).toContain(
      'credit_note',
    );
    const text = await extractPdfText(
      await renderPdf(cfdiDocument(note.xml, { ...note, cancelledAt: null })),
    );
    for (const expected of ['Nota de crédito', 'E - Egreso', partialCfdi.uuid, 'Compensación'])
      expect(text).toContain(expected);
    expect((await issueFiscalDocuments(t.core)).credit).toBe(0);
    // Finance sees the payoff it credits, and the payment the CFDI it reduces invoiced.
    expect((await backOfficeCfdisOf(t.core.db, [note]))[0]?.paymentIds).toEqual([payoff]);
    expect((await backOfficeCfdisOf(t.core.db, [partialCfdi]))[0]?.paymentIds).toEqual([partial]);

    // The payoff reversed: its rebate goes back, and so does the credit note (reason 03).
    await reverse(loan.loanId, payoff, 'Deposit of another loan');
    expect((await documentOf(note.id)).status).toBe('cancel_pending');
    expect((await issueFiscalDocuments(t.core)).cancelled).toBe(1);
    expect(await documentOf(note.id)).toMatchObject({ status: 'cancelled', cancelReason: '03' });
  });

  it('credits the general public, related to the global CFDI, once that CFDI is issued', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await paidOutLoan(t);
    t.clock.set('2026-03-05T18:00:00Z');
    const balances = await loanBalances(t.core.db, loan.loanId);
    await pay(
      loan.loanId,
      (await owed(loan.loanId)) - balanceOf(balances, 'principal_receivable'),
      `public-partial-${loan.loanId}`,
    );
    t.clock.set('2026-03-12T18:00:00Z');
    const quote = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    const payoff = await pay(loan.loanId, quote.payoff, `public-payoff-${loan.loanId}`);
    // The payment it reduces waits for the month's global CFDI; so does the credit note.
    expect(await issueFiscalDocuments(t.core)).toMatchObject({ credit: 0, failed: 0 });
    t.clock.set('2026-04-01T07:00:00Z');
    expect(await issueFiscalDocuments(t.core)).toMatchObject({ global: 1, credit: 1, failed: 0 });
    const [partialRow] = await incomeOf(loan.loanId);
    const global = await documentOf(partialRow?.documentId ?? null);
    const [credit] = await t.core.db.select().from(fiscalCredits).where(eq(fiscalCredits.paymentId, payoff));
    const note = await documentOf(credit?.documentId ?? null);
    expect(note).toMatchObject({ kind: 'credit_note', receiverRfc: GENERAL_PUBLIC.rfc, clientId: null });
    expect(checkCfdi(note.xml, { certifierCertificate }).problems).toEqual([]);
    expect(note.xml).toContain('<cfdi:InformacionGlobal Periodicidad="04" Meses="03" Año="2026"/>');
    expect(note.xml).toContain(
      `<cfdi:CfdiRelacionados TipoRelacion="01"><cfdi:CfdiRelacionado UUID="${global.uuid}"/>`,
    );
    await expectValidAgainstSatXsd([global.xml, note.xml]);
    // Not the borrower's to download: it is made out to the general public.
    expect((await cfdis(t.core, { actorId: loan.clientId })).cfdis).toEqual([]);
  });

  it('records no credit when the payoff itself paid the interest the rebate left', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await paidOutLoan(t);
    t.clock.set('2026-03-06T18:00:00Z');
    const quote = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    const payoff = await pay(loan.loanId, quote.payoff, `no-credit-${loan.loanId}`);
    expect(await owed(loan.loanId)).toBe(0);
    expect(await t.core.db.select().from(fiscalCredits).where(eq(fiscalCredits.paymentId, payoff))).toEqual(
      [],
    );
  });
});

describe('a borrower who gives an RFC after their payments went in a global CFDI', () => {
  it('cancels the global CFDI with reason 04, issues it again without them, then the borrower’s own', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const [a, b] = [await paidOutLoan(t), await paidOutLoan(t)];
    const paidA = await pay(a.loanId, 800_00, `nominative-a-${a.loanId}`);
    await pay(b.loanId, 700_00, `nominative-b-${b.loanId}`);
    t.clock.set('2026-04-01T07:00:00Z');
    expect((await issueFiscalDocuments(t.core)).global).toBe(1);
    const [rowA] = await incomeOf(a.loanId);
    const global = await documentOf(rowA?.documentId ?? null);
    expect(global.kind).toBe('global');

    // Borrower A gives their RFC on the profile (their name and birth date are Gloria's).
    await t.core.db
      .update(clients)
      .set({
        firstName: 'Gloria',
        lastName: 'Hernández',
        secondLastName: 'García',
        birthDate: '1956-04-27',
        curpEnc: null,
        address: { postalCode: '06700' },
      })
      .where(eq(clients.id, a.clientId));
    const rfc = personRfc(
      { givenNames: 'Gloria', firstSurname: 'Hernández', secondSurname: 'García' },
      '1956-04-27',
    );
    t.clock.set('2026-04-03T18:00:00Z');
    await update(t.core, { actorId: a.clientId, body: { rfc } });
    expect(await documentOf(global.id)).toMatchObject({ status: 'cancel_pending', cancelReason: '04' });
    expect((await incomeOf(a.loanId))[0]?.status).toBe('pending');

    const run = await issueFiscalDocuments(t.core);
    expect(run).toMatchObject({ global: 1, cancelled: 1, income: 1, failed: 0 });
    expect(await documentOf(global.id)).toMatchObject({ status: 'cancelled', cancelReason: '04' });
    // Reason 04 names no substitute (only reason 01 does).
    expect(sandbox.cancellations.at(-1)).toEqual({ uuid: global.uuid, reason: '04' });
    const [replacement] = await t.core.db
      .select()
      .from(fiscalDocuments)
      .where(eq(fiscalDocuments.replacesId, global.id));
    expect(checkCfdi(replacement?.xml ?? '', { certifierCertificate }).problems).toEqual([]);
    expect(global.xml).toContain(`NoIdentificacion="${paymentFolio(paidA)}"`);
    expect(replacement?.xml).not.toContain(`NoIdentificacion="${paymentFolio(paidA)}"`);
    expect((await incomeOf(b.loanId))[0]?.documentId).toBe(replacement?.id);
    const own = await documentOf((await incomeOf(a.loanId))[0]?.documentId ?? null);
    expect(own).toMatchObject({ kind: 'income', receiverRfc: rfc, clientId: a.clientId });
    expect(own.subtotal).toBe(rowA?.base);
    expect(checkCfdi(own.xml, { certifierCertificate }).problems).toEqual([]);
    expect((await cfdis(t.core, { actorId: a.clientId })).inGlobal).toEqual([]);
  });

  it('leaves the payments in the global CFDI once SAT’s deadline to cancel it has passed', async () => {
    expect(cancellableUntil(new Date('2026-04-01T07:00:00Z'))).toBe('2027-03-31');
    // A global CFDI of December is stamped in January: cancellable until March of the year after.
    expect(cancellableUntil(new Date('2027-01-01T07:00:00Z'))).toBe('2028-03-31');
    const [row] = await t.core.db
      .select()
      .from(fiscalIncome)
      .innerJoin(fiscalDocuments, eq(fiscalDocuments.id, fiscalIncome.documentId))
      .where(and(eq(fiscalDocuments.kind, 'global'), eq(fiscalDocuments.status, 'issued')));
    if (!row) throw new Error('no payment in a global CFDI in force');
    await giveRfc(row.fiscal_income.clientId, 'PEGJ800101AB1');
    const late = await t.core.db.transaction((tx) =>
      requestOwnCfdis(t.core, tx, row.fiscal_income.clientId, new Date('2027-04-01T18:00:00Z')),
    );
    expect(late).toBe(0);
    expect((await documentOf(row.fiscal_documents.id)).status).toBe('issued');
    expect(row.fiscal_documents.receiverRfc).toBe(GENERAL_PUBLIC.rfc);
  });
});

describe('cancellations that wait for the receiver', () => {
  it('asks the PAC again each run and records the receiver’s acceptance or rejection', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const [accepting, rejecting] = [await paidOutLoan(t), await paidOutLoan(t)];
    await giveRfc(accepting.clientId, 'PEGJ800101AB1');
    await giveRfc(rejecting.clientId, 'PEGJ800101AB1');
    const first = await pay(accepting.loanId, 500_00, `acceptance-a-${accepting.loanId}`);
    const second = await pay(rejecting.loanId, 500_00, `acceptance-b-${rejecting.loanId}`);
    await issueFiscalDocuments(t.core);
    const [cfdiA, cfdiB] = await Promise.all(
      [accepting.loanId, rejecting.loanId].map(async (loanId) =>
        documentOf((await incomeOf(loanId))[0]?.documentId ?? null),
      ),
    );
    sandbox.requireAcceptance(true);
    try {
      await reverse(accepting.loanId, first, 'Bounced deposit');
      await reverse(rejecting.loanId, second, 'Bounced deposit');
      expect((await issueFiscalDocuments(t.core)).cancelled).toBe(2);
      for (const cfdi of [cfdiA, cfdiB])
        expect(await documentOf(cfdi?.id ?? null)).toMatchObject({ status: 'cancel_requested' });

      expect(await issueFiscalDocuments(t.core)).toMatchObject({ waiting: 2, accepted: 0, rejected: 0 });
      sandbox.answerCancellation(cfdiA?.uuid ?? '', 'accepted');
      sandbox.answerCancellation(cfdiB?.uuid ?? '', 'rejected');
      expect(await issueFiscalDocuments(t.core)).toMatchObject({ accepted: 1, rejected: 1, failed: 0 });
      const accepted = await documentOf(cfdiA?.id ?? null);
      expect(accepted).toMatchObject({ status: 'cancelled', cancelReason: '03' });
      expect(accepted.cancelledAt).not.toBeNull();
      expect(accepted.cancelAcknowledgement).toContain('cancelled');
      expect(await documentOf(cfdiB?.id ?? null)).toMatchObject({
        status: 'cancel_rejected',
        cancelledAt: null,
      });
      // Answered once: nothing is asked again.
      expect(await issueFiscalDocuments(t.core)).toMatchObject({ accepted: 0, rejected: 0, waiting: 0 });
    } finally {
      sandbox.requireAcceptance(false);
    }
  });
});
