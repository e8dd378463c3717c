import { and, eq, sql } from '@lender/db/orm';
import { clients, fiscalCredits, fiscalDocuments, fiscalIncome } from '@lender/db/schema';
import { formatMoney } from '@lender/i18n';
import { nodeFromXmlString } from '@nodecfdi/cfdi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { monthCfdis } from '../back-office/fiscal/month-cfdis';
import { balanceOf } from '../ledger/accounts';
import { quoteEarlyPayoff } from '../ledger/early-payoff';
import { loanBalances } from '../ledger/ledger';
import { recordExternalPayment } from '../payments/record-external-payment';
import { extractPdfText } from '../pdf/pdf-text';
import type { CfdiDraft } from '../providers/fiscal/port';
import { cfdiPdf } from './cfdi-pdf';
import { cfdiXml } from './cfdi-xml';
import { cancellableUntil, reissuableUntil, requestOwnCfdis } from './fiscal-nominative';
import { issueFiscalDocuments } from './issue-fiscal-documents';

// A SAT auditor's attacks on the CFDIs (issue 51): receivers, periods, and the month's sums.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
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
const receiverOf = (xml: string) => {
  const node = nodeFromXmlString(xml).searchNode('cfdi:Receptor');
  return {
    rfc: node?.getAttribute('Rfc'),
    regime: node?.getAttribute('RegimenFiscalReceptor'),
    use: node?.getAttribute('UsoCFDI'),
  };
};

describe('the receiver of a borrower’s own CFDI', () => {
  it('reads an RFC typed in lowercase with spaces or hyphens as the borrower’s own; only they download it', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const [loan, other] = [await paidOutLoan(t), await paidOutLoan(t)];
    t.clock.set('2026-05-04T18:00:00Z');
    await giveRfc(loan.clientId, ' pegj 800101-ab1 ');
    await pay(loan.loanId, 300_00, `audit-spaces-${loan.loanId}`);
    expect(await issueFiscalDocuments(t.core)).toMatchObject({ income: 1, failed: 0 });
    const [row] = await incomeOf(loan.loanId);
    const document = await documentOf(row?.documentId ?? null);
    expect(document).toMatchObject({ kind: 'income', receiverRfc: 'PEGJ800101AB1' });
    expect(receiverOf(document.xml)).toEqual({ rfc: 'PEGJ800101AB1', regime: '616', use: 'S01' });
    // Another borrower asking for it by id reads nothing; its own borrower reads it printed in es-MX.
    const ask = (actorId: number) => ({ access: 'client' as const, actorId, params: { id: document.id } });
    await expect(cfdiXml(t.core, ask(other.clientId))).rejects.toMatchObject({ code: 'not_found' });
    await expect(cfdiPdf(t.core, ask(other.clientId))).rejects.toMatchObject({ code: 'not_found' });
    const text = await extractPdfText((await cfdiPdf(t.core, ask(loan.clientId))).bytes);
    expect(text).toContain(formatMoney(document.total));
    expect(formatMoney(document.total)).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(text).toContain('03 - Transferencia electrónica de fondos');
    expect(text).toContain('616 - Sin obligaciones fiscales');
  });

  it('never issues regime 616 to a company’s RFC (12 characters): the payment goes in the global CFDI', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await paidOutLoan(t);
    t.clock.set('2026-05-04T18:00:00Z');
    await giveRfc(loan.clientId, 'EKU9003173C9');
    await pay(loan.loanId, 300_00, `audit-moral-${loan.loanId}`);
    expect((await issueFiscalDocuments(t.core)).income).toBe(0);
    expect((await incomeOf(loan.loanId))[0]?.status).toBe('pending');
    t.clock.set('2026-06-01T07:00:00Z');
    await issueFiscalDocuments(t.core);
    const [row] = await incomeOf(loan.loanId);
    const document = await documentOf(row?.documentId ?? null);
    expect(document).toMatchObject({ kind: 'global', period: '2026-05' });
  });
});

describe('the month of a payment made late at night on a month’s last day', () => {
  it('puts 23:30 of December 31 (Mexico City) in December’s global CFDI (Año 2026), never re-issued once Año is past', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await paidOutLoan(t);
    // 2027-01-01T05:30Z is 23:30 of 2026-12-31 in Mexico City (UTC−6).
    t.clock.set('2027-01-01T05:30:00Z');
    await pay(loan.loanId, 300_00, `audit-midnight-${loan.loanId}`);
    const [pending] = await incomeOf(loan.loanId);
    expect(pending?.paidOn).toBe('2026-12-31');
    await issueFiscalDocuments(t.core);
    expect((await incomeOf(loan.loanId))[0]?.status).toBe('pending');
    t.clock.set('2027-01-01T07:00:00Z');
    expect((await issueFiscalDocuments(t.core)).failed).toBe(0);
    const [row] = await incomeOf(loan.loanId);
    const document = await documentOf(row?.documentId ?? null);
    expect(document).toMatchObject({ kind: 'global', period: '2026-12' });
    expect(document.xml).toContain('<cfdi:InformacionGlobal Periodicidad="04" Meses="12" Año="2026"/>');
    expect(nodeFromXmlString(document.xml).getAttribute('Fecha')).toBe('2027-01-01T01:00:00');
    // Issued again in 2028 it could not say Año 2026 (SAT: the year of its Fecha or the one before),
    // though cancellable until March 2028: an RFC given in January 2028 leaves the payment in it.
    expect(cancellableUntil(document.stampedAt)).toBe('2028-03-31');
    expect(reissuableUntil(document)).toBe('2027-12-31');
    await giveRfc(loan.clientId, 'PEGJ800101AB1');
    const moved = await t.core.db.transaction((tx) =>
      requestOwnCfdis(t.core, tx, loan.clientId, new Date('2028-01-10T18:00:00Z')),
    );
    expect(moved).toBe(0);
    expect((await documentOf(document.id)).status).toBe('issued');
  });
});

describe('the sums of a month of CFDIs', () => {
  it('subtracts the credit notes (egreso) from the month’s income: its IVA is the IVA the CFDIs net to', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await paidOutLoan(t);
    await giveRfc(loan.clientId, 'PEGJ800101AB1');
    t.clock.set('2026-03-05T18:00:00Z');
    const balances = await loanBalances(t.core.db, loan.loanId);
    await pay(
      loan.loanId,
      (await owed(loan.loanId)) - balanceOf(balances, 'principal_receivable'),
      `audit-partial-${loan.loanId}`,
    );
    t.clock.set('2026-03-12T18:00:00Z');
    const quote = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    const payoff = await pay(loan.loanId, quote.payoff, `audit-payoff-${loan.loanId}`);
    await issueFiscalDocuments(t.core);
    const [credit] = await t.core.db.select().from(fiscalCredits).where(eq(fiscalCredits.paymentId, payoff));
    expect(credit?.status).toBe('issued');
    const month = await monthCfdis(t.core, { query: { month: '2026-03' } });
    const rows = await t.core.db
      .select()
      .from(fiscalDocuments)
      .where(
        and(
          sql`to_char(${fiscalDocuments.stampedAt} at time zone 'America/Mexico_City', 'YYYY-MM') = '2026-03'`,
        ),
      );
    const signed = (pick: (row: (typeof rows)[number]) => number) =>
      rows.reduce((sum, row) => sum + (row.kind === 'credit_note' ? -pick(row) : pick(row)), 0);
    expect(rows.some((row) => row.kind === 'credit_note')).toBe(true);
    expect(Math.round(month.totals.vat.amount * 100)).toBe(signed((row) => row.vat));
    expect(Math.round(month.totals.subtotal.amount * 100)).toBe(signed((row) => row.subtotal));
    expect(Math.round(month.totals.total.amount * 100)).toBe(signed((row) => row.total));
  });
});

/** Rows of a raw query, as PGlite or node-postgres answers. */
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

describe('a borrower’s own CFDI while the general public’s month fills up', () => {
  it('issues it even behind more pending rows of the general public than one batch holds', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const [crowd, own] = [await paidOutLoan(t), await paidOutLoan(t)];
    await giveRfc(own.clientId, 'PEGJ800101AB1');
    t.clock.set('2026-08-04T18:00:00Z');
    const template = await pay(crowd.loanId, 300_00, `audit-crowd-${crowd.loanId}`);
    // 250 more payments of the general public this month, recorded before the borrower's own.
    const columns = rowsOf<{ name: string }>(
      await t.core.db.execute(sql`select column_name as name from information_schema.columns
        where table_name = 'payments' and column_name not in ('id', 'reference', 'provider_payment_id')`),
    ).map((row) => `"${row.name}"`);
    const list = sql.raw(columns.join(', '));
    await t.core.db.execute(sql`insert into payments (${list}, reference)
      select ${list}, reference || '-crowd-' || n from payments, generate_series(1, 250) n
      where id = ${template}`);
    await t.core.db.execute(sql`insert into fiscal_income
      (payment_id, loan_id, client_id, paid_on, lines, base, vat, ledger_vat, vat_rate, payment_form)
      select p.id, i.loan_id, i.client_id, i.paid_on, i.lines, i.base, i.vat, i.ledger_vat, i.vat_rate,
        i.payment_form
      from payments p, payments t, fiscal_income i
      where t.id = ${template} and p.reference like t.reference || '-crowd-%' and i.payment_id = t.id`);
    const [{ pending } = { pending: 0 }] = rowsOf<{ pending: number }>(
      await t.core.db.execute(
        sql`select count(*)::int as pending from fiscal_income where status = 'pending'`,
      ),
    );
    expect(pending).toBeGreaterThan(250);
    await pay(own.loanId, 300_00, `audit-own-${own.loanId}`);
    expect((await issueFiscalDocuments(t.core)).income).toBe(1);
    const [row] = await incomeOf(own.loanId);
    expect(row?.status).toBe('issued');
    expect(await documentOf(row?.documentId ?? null)).toMatchObject({
      kind: 'income',
      receiverRfc: 'PEGJ800101AB1',
    });
  });
});

describe('a borrower’s own CFDI the PAC refuses', () => {
  it('goes, once its month has ended, in the month’s global CFDI: no income stays uninvoiced', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await paidOutLoan(t);
    // An RFC SAT does not know with that name and postal code: the PAC refuses every CFDI to it.
    await giveRfc(loan.clientId, 'MAPA900101QQ1');
    const port = t.core.providers.fiscal;
    const issue = port.issue.bind(port);
    Object.assign(port, {
      issue: (draft: CfdiDraft) =>
        draft.receiver.rfc === 'MAPA900101QQ1'
          ? Promise.reject(new Error('CFDI40145: the receiver’s name is not the RFC’s'))
          : issue(draft),
    });
    try {
      t.clock.set('2026-09-10T18:00:00Z');
      await pay(loan.loanId, 300_00, `audit-refused-${loan.loanId}`);
      expect(await issueFiscalDocuments(t.core)).toMatchObject({ income: 0, failed: 1 });
      expect((await incomeOf(loan.loanId))[0]?.status).toBe('pending');
      t.clock.set('2026-10-01T07:00:00Z');
      await issueFiscalDocuments(t.core);
      const [row] = await incomeOf(loan.loanId);
      expect(row?.status).toBe('issued');
      expect(await documentOf(row?.documentId ?? null)).toMatchObject({ kind: 'global', period: '2026-09' });
    } finally {
      Object.assign(port, { issue });
    }
  });
});
