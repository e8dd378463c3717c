import { eq, sql } from '@lender/db/orm';
import { clients, fiscalDocuments, fiscalIncome } from '@lender/db/schema';
import { formatMoney, formatPhone } from '@lender/i18n';
import { nodeFromXmlString } from '@nodecfdi/cfdi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedApplication,
  createLendingTestCore,
  type LendingTestCore,
  signWithCode,
} from '../../testing/lending-fixtures';
import { noticesOf } from '../../testing/notices-fixtures';
import { actualOffer } from '../applications/actual-offer';
import { issueFiscalDocuments } from '../fiscal/issue-fiscal-documents';
import { t as words } from '../i18n';
import { loanEntries } from '../ledger/ledger';
import { confirmPendingPayouts } from '../loans/loan-payouts';
import { simulateReferencePayment } from '../payments/payment-callbacks';
import { paymentReceipt } from '../payments/payment-receipt';
import { receiptOf } from '../payments/payment-receipts';
import { paymentReference } from '../payments/payment-reference';
import { extractPdfText } from '../pdf/pdf-text';
import { SANDBOX_PAYOUT_CONFIRM_SECONDS } from '../providers/payouts/sandbox';
import { type FeeComponent, feeComponentOf, feeName } from './fee-names';
import { documentDownload } from './loan/document-download';

// Issue 61 point 5: the carátula on screen, the contract, each receipt, each CFDI and the ledger of
// one loan name the same fees, at the same amounts and timing, and each payment the same IVA.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
  // The client's RFC (a column a later migration may add), so each payment has its own CFDI.
  await t.core.db.execute(sql`alter table clients add column if not exists rfc_enc text`);
});
afterAll(() => t.close());

const textOf = async (bytes: Uint8Array) => (await extractPdfText(bytes)).replace(/\s+/g, ' ');
const centavos = (money: { amount: number }) => Math.round(money.amount * 100);
/** The offer view's own field of each fee (IVA included). */
const OFFER_FIELD = {
  service_fee: 'serviceFee',
  processing_fee: 'processingFee',
  withdrawal_fee: 'withdrawalFee',
  invoicing_fee: 'invoicingFee',
} as const;
const RECO_KEY = OFFER_FIELD;

async function signedLoan() {
  t.clock.set('2026-03-02T18:00:00Z');
  const app = await acceptedApplication(t);
  await t.core.db.execute(
    sql`update clients set rfc_enc = ${t.core.pii.encrypt('PEGJ800101AB1')} where id = ${app.clientId}`,
  );
  await t.core.db
    .update(clients)
    .set({ address: { postalCode: '06700' } })
    .where(eq(clients.id, app.clientId));
  // What the offer page's carátula reads, before signing.
  const offer = await actualOffer(t.core, { actorId: app.clientId, params: { id: app.applicationId } });
  const { loanId } = await signWithCode(t, app);
  t.clock.advance(SANDBOX_PAYOUT_CONFIRM_SECONDS * 1000);
  await confirmPendingPayouts(t.core);
  return { ...app, loanId, offer };
}

/** Each CFDI of the loan: its payment, its concepts (description, base, IVA) and its IVA, centavos. */
async function cfdisOf(loanId: number) {
  const rows = await t.core.db.select().from(fiscalIncome).where(eq(fiscalIncome.loanId, loanId));
  return Promise.all(
    rows.map(async (row) => {
      const [document] = await t.core.db
        .select()
        .from(fiscalDocuments)
        .where(eq(fiscalDocuments.id, row.documentId ?? 0));
      const xml = nodeFromXmlString(document?.xml ?? '');
      const concepts = [...xml.searchNodes('cfdi:Conceptos', 'cfdi:Concepto')].map((concept) => ({
        description: concept.getAttribute('Descripcion'),
        base: Math.round(Number(concept.getAttribute('Importe')) * 100),
      }));
      const vat = Math.round(
        Number(xml.searchAttribute('cfdi:Impuestos', 'TotalImpuestosTrasladados')) * 100,
      );
      return { paymentId: row.paymentId, concepts, vat };
    }),
  );
}

describe('every document of one loan tells one story', () => {
  it('the carátula, the contract, each receipt, each CFDI and the ledger: the same fees, amounts, timing and IVA', async () => {
    const loan = await signedLoan();

    // The ledger: what the signed loan charged of each fee, before IVA, and the IVA charged with it.
    const entries = await loanEntries(t.core.db, loan.loanId);
    const charged = new Map<FeeComponent, number>();
    for (const entry of entries) {
      const fee = feeComponentOf(entry.account);
      if (fee && entry.kind === 'charge') charged.set(fee, (charged.get(fee) ?? 0) + entry.amount);
    }
    // The demo product's two fees: 5 % of $3,000 for service and $39 for opening.
    expect(Object.fromEntries(charged)).toEqual({ service_fee: 150_00, processing_fee: 39_00 });
    const fees = [...charged.keys()] as Array<keyof typeof OFFER_FIELD>;

    // The carátula on screen: the same fees (each in the offer, IVA included) and their sum before IVA.
    const { offer, costs } = loan.offer;
    if (!costs) throw new Error('the offer page reads no costs');
    for (const fee of fees) {
      const withVat = centavos(offer[OFFER_FIELD[fee]] as { amount: number });
      expect(withVat).toBe(Math.round((charged.get(fee) ?? 0) * 1.16));
    }
    expect(centavos(costs.fees.withoutVat)).toBe(150_00 + 39_00);
    // … and each of them by its one name and amount, as the contract lists them.
    expect(
      costs.feeLines.map((line) => [
        words(`application:caratula.feeNames.${line.kind}`),
        centavos(line.withoutVat),
      ]),
    ).toEqual(fees.map((fee) => [feeName(fee), charged.get(fee)]));
    // Its one line of fees is their sum, not one fee's name, and is paid when the contract says.
    const names = fees.map(feeName);
    expect(names).not.toContain(words('loan:cost.lines.fees'));
    expect(words('loan:cost.lines.feesExplain')).toContain(words('documents:agreement.fee.atMaturity'));

    // The signed contract: each fee by its one name, amount and timing, its RECO folio by the same
    // name, the same IVA and CAT.
    const contract = await textOf(
      (await documentDownload(t.core, { actorId: loan.clientId, params: { type: 'loan_agreement' } })).bytes,
    );
    for (const fee of fees) {
      const amount = charged.get(fee) ?? 0;
      const when = words('documents:agreement.fee.atMaturity');
      expect(contract).toContain(`${feeName(fee)} ${formatMoney(amount)} + IVA, ${when}`);
      expect(words(`documents:agreement.reco.fee.${RECO_KEY[fee]}`)).toBe(feeName(fee));
    }
    expect(contract).toContain(`IVA total (16%) ${formatMoney(centavos(costs.vat))}`);
    expect(contract).toContain(`CAT (Costo Anual Total) ${offer.cat.toLocaleString('en-US')}%`);

    // One lender (point 5): the contract names the company the configuration states — the identity
    // GET /web/public/company gives the site's footer — with its RECA and UNE contacts.
    const company = t.core.company;
    for (const said of [company.legalName, company.recaNumber, company.une.phone, company.une.email])
      expect(contract).toContain(said);

    // The back office's ledger and settings words for the same fees.
    for (const fee of fees) {
      expect(words(`backoffice:collections.accounts.fee_receivable.${fee}`)).toBe(feeName(fee));
      expect(words(`backoffice:reconciliation.accounts.fee_receivable.${fee}`)).toBe(
        `${feeName(fee)} por cobrar`,
      );
      expect(words(`backoffice:settings.fee.${RECO_KEY[fee]}`)).toBe(feeName(fee));
      expect(words(`backoffice:settings.reco.names.${RECO_KEY[fee]}`)).toBe(feeName(fee));
    }

    // A partial payment with centavos the day it is paid out, then the rest on the due date.
    const part = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'cash',
        amount: { amount: 250_37 },
      },
    });
    const first = (await simulateReferencePayment(t.core, part.reference)).paymentId as number;
    t.clock.set(`${loan.endDate}T18:00:00Z`);
    const rest = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'repayment', channel: 'cash' },
    });
    const last = (await simulateReferencePayment(t.core, rest.reference)).paymentId as number;
    expect((await issueFiscalDocuments(t.core)).failed).toBe(0);
    const cfdis = await cfdisOf(loan.loanId);
    expect(cfdis.map((cfdi) => cfdi.paymentId).sort()).toEqual([first, last].sort());

    const posted = await loanEntries(t.core.db, loan.loanId);
    const feesPaid = new Map<string, number>();
    let vatPaid = 0;
    for (const paymentId of [first, last]) {
      // The ledger: what this payment credited, by account.
      const credits = posted.filter((entry) => entry.reference === `payment:${paymentId}`);
      const ledgerVat = -credits
        .filter((e) => e.account === 'vat_receivable')
        .reduce((sum, e) => sum + e.amount, 0);
      const cfdi = cfdis.find((row) => row.paymentId === paymentId);
      const receipt = await receiptOf(t.core, paymentId, { clientId: loan.clientId });
      const receiptText = await textOf(
        (
          await paymentReceipt(t.core, {
            access: 'client',
            actorId: loan.clientId,
            params: { id: paymentId },
          })
        ).bytes,
      );
      expect(receiptText).toContain(company.legalName);
      // One IVA, to the centavo: the receipt's, its PDF's, the CFDI's and the ledger's.
      expect(receipt.allocation.vat).toBe(ledgerVat);
      expect(cfdi?.vat).toBe(ledgerVat);
      expect(receiptText).toContain(`IVA ${formatMoney(ledgerVat)}`);
      vatPaid += ledgerVat;
      for (const credit of credits) {
        const fee = feeComponentOf(credit.account);
        if (!fee) continue;
        const paid = -credit.amount;
        feesPaid.set(fee, (feesPaid.get(fee) ?? 0) + paid);
        // Each fee paid by the same name and amount on the receipt and on the CFDI.
        expect(receiptText).toContain(`${feeName(fee)} ${formatMoney(paid)}`);
        expect(cfdi?.concepts).toContainEqual({ description: feeName(fee), base: paid });
      }
      // And no other fee on the CFDI than those the ledger took.
      const feeConcepts = cfdi?.concepts.filter(
        (c) => c.description !== words('documents:cfdi.concepts.interest'),
      );
      const feeCredits = credits.filter((credit) => feeComponentOf(credit.account));
      expect(feeConcepts).toHaveLength(feeCredits.length);
    }
    // Each notice of these payments gives the phone the documents print, never one of its own.
    const told = (await noticesOf(t, loan.clientId)).filter((n) => n.template === 'payment_received');
    expect(told.length).toBeGreaterThan(0);
    for (const notice of told) expect(notice.body).toContain(formatPhone(company.phone));
    // All of each fee was paid, as charged; all the IVA the carátula stated was paid (no rebate on the due date).
    expect(Object.fromEntries(feesPaid)).toEqual(Object.fromEntries(charged));
    expect(vatPaid).toBe(centavos(costs.vat));
  });
});
