// Credit notes (CFDI de egreso, tipo E) of an early payoff's rebate (issue 51, ADR 300). Paying a
// loan off before its due date gives back the interest not yet earned (ADR 215); when earlier
// payments had already paid part of it, their CFDIs carried interest the lender no longer earns
// (the ledger applies what they paid for it to what is still owed: `earlyPayoffRebatePlan`). That interest is
// credited by a CFDI of egreso to the same receiver, related with TipoRelacion 01 to the CFDIs that
// carried it: recorded with the payoff (`recordFiscalCredit`), issued by the `fiscal-documents` job
// once every earlier payment of the loan has its CFDI, cancelled (reason 03) if the payoff is reversed.
import { vatOn } from '@lender/calculator/kernel';
import { paymentFolio } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, asc, desc, eq, inArray, ne } from '@lender/db/orm';
import {
  fiscalCredits,
  fiscalDocuments,
  fiscalIncome,
  ledgerEntries,
  ledgerTransactions,
} from '@lender/db/schema';
import { nodeFromXmlString } from '@nodecfdi/cfdi-core';
import { businessDate } from '../clock';
import { incomePaidBefore } from '../ledger/income-paid';
import { type LoanAccount, pricingOf } from '../ledger/loan-account';
import { rebatePostedWith } from '../ledger/rebate-link';
import type { CfdiReceiver, GlobalInformation } from '../providers/fiscal/port';
import { creditDraft, SERIES } from './fiscal-drafts';
import { type FiscalContext, keepDocument, keptFolio } from './fiscal-issuing';
import { generalPublic } from './fiscal-receiver';

const BATCH = 200;

const interestOf = (lines: readonly { component: string; base: number }[]) =>
  lines.filter((line) => line.component === 'interest').reduce((sum, line) => sum + line.base, 0);

/** The interest an early payoff's rebate (posted with `paymentId`) took back from earlier payments. */
async function rebatedPaidInterest(tx: Executor, loanId: number, paymentId: number): Promise<number> {
  const [posted] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.loanId, loanId),
        eq(ledgerTransactions.kind, 'payment'),
        eq(ledgerTransactions.reference, `payment:${paymentId}`),
      ),
    );
  if (!posted) return 0;
  // The rebate is posted just before the payment that pays the loan off (one settle, `post`).
  const rebate = await rebatePostedWith(tx, loanId, posted.id);
  if (rebate === null) return 0;
  const entries = await tx
    .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, rebate));
  const sum = (account: string) =>
    entries.filter((e) => e.account === account).reduce((total, e) => total + e.amount, 0);
  // The income given back, less what came off the interest still owed: the rest had been paid.
  return Math.max(0, sum('interest_income') + sum('interest_receivable'));
}

/**
 * Records, in the payoff's transaction (the loan account locked), the interest its rebate credits
 * that earlier payments paid (at most what their CFDIs carried, less earlier credits), with the IVA
 * that keeps the loan's CFDIs at the IVA of its net income rounded once. Once per payment.
 */
export async function recordFiscalCredit(account: LoanAccount, paymentId: number): Promise<boolean> {
  const { tx, loan, today } = account;
  const rebated = await rebatedPaidInterest(tx, loan.id, paymentId);
  if (rebated === 0) return false;
  const [income, credits] = await Promise.all([
    tx
      .select({ paymentId: fiscalIncome.paymentId, lines: fiscalIncome.lines })
      .from(fiscalIncome)
      .where(and(eq(fiscalIncome.loanId, loan.id), ne(fiscalIncome.status, 'reversed'))),
    tx
      .select({ base: fiscalCredits.base, lines: fiscalCredits.lines })
      .from(fiscalCredits)
      .where(and(eq(fiscalCredits.loanId, loan.id), ne(fiscalCredits.status, 'reversed'))),
  ]);
  // Interest earlier credit notes gave back (a correction's or a reversal's may give fees back too).
  const credited = credits.reduce((sum, row) => sum + (row.lines ? interestOf(row.lines) : row.base), 0);
  const earlierInterest = income
    .filter((row) => row.paymentId !== paymentId)
    .reduce((sum, row) => sum + interestOf(row.lines), 0);
  const base = Math.min(rebated, earlierInterest - credited);
  if (base <= 0) return false;
  const paid = await incomePaidBefore(tx, loan.id);
  const { vatPercent } = await pricingOf(account.ctx, tx, loan.terms);
  // The credit gives back the IVA stated beyond that of the income that stays, rounded once (ADR 312).
  const creditVat = Math.max(0, paid.vat - vatOn(paid.base - base, vatPercent));
  const inserted = await tx
    .insert(fiscalCredits)
    .values({
      paymentId,
      loanId: loan.id,
      clientId: loan.clientId,
      creditedOn: today,
      component: 'interest',
      base,
      vat: creditVat,
      vatRate: (vatPercent / 100).toFixed(6),
      createdAt: account.ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: fiscalCredits.id });
  return inserted.length > 0;
}

/** The receiver a stored CFDI was issued to (a credit note goes to the same one). */
export function receiverOf(xml: string): CfdiReceiver {
  const receiver = nodeFromXmlString(xml).searchNode('cfdi:Receptor');
  if (!receiver) throw new TypeError('the CFDI has no cfdi:Receptor');
  return {
    rfc: receiver.getAttribute('Rfc'),
    name: receiver.getAttribute('Nombre'),
    postalCode: receiver.getAttribute('DomicilioFiscalReceptor'),
    regime: receiver.getAttribute('RegimenFiscalReceptor'),
    use: receiver.getAttribute('UsoCFDI'),
  };
}

type Credit = typeof fiscalCredits.$inferSelect;

/**
 * The InformacionGlobal of a credit note to the general public dated `issuedAt` that reduces the global
 * CFDI of `period` (`YYYY-MM`): that month while SAT takes its year (Anexo 20: the year of the note's
 * Fecha or the one before); after that, the note's own month, the one the income is given back in
 * (the IVA of a return or discount reduces that month's, LIVA art. 7). The relation names the global.
 */
function creditGlobalInformation(period: string, issuedAt: Date): GlobalInformation {
  const [year, month] = period.split('-').map(Number);
  const [issuedYear, issuedMonth] = businessDate(issuedAt).split('-').map(Number);
  if (!year || !month || !issuedYear || !issuedMonth) throw new RangeError(`not a month: ${period}`);
  const [shownYear, shownMonth] = year >= issuedYear - 1 ? [year, month] : [issuedYear, issuedMonth];
  return { periodicity: '04', months: String(shownMonth).padStart(2, '0'), year: shownYear };
}

/**
 * The CFDIs a credit reduces, or null while one waits for its CFDI. A rebate's is set against the
 * newest payments' interest first; a correction's is its payment's own income CFDI; a reversal's, the
 * CFDI it was recorded against.
 */
async function relatedDocuments(tx: Executor, credit: Credit): Promise<number[] | null> {
  if (credit.kind === 'reversal')
    return credit.relatedDocumentId === null ? null : [credit.relatedDocumentId];
  if (credit.kind === 'settlement') {
    const [row] = await tx
      .select()
      .from(fiscalIncome)
      .where(and(eq(fiscalIncome.paymentId, credit.paymentId), eq(fiscalIncome.source, 'payment')));
    return row?.status === 'issued' && row.documentId !== null ? [row.documentId] : null;
  }
  const rows = await tx
    .select()
    .from(fiscalIncome)
    .where(
      and(
        eq(fiscalIncome.loanId, credit.loanId),
        ne(fiscalIncome.paymentId, credit.paymentId),
        ne(fiscalIncome.status, 'reversed'),
      ),
    )
    .orderBy(desc(fiscalIncome.id));
  if (rows.some((row) => row.status !== 'issued' || row.documentId === null)) return null;
  let left = credit.base;
  const related: number[] = [];
  for (const row of rows) {
    const interest = interestOf(row.lines);
    if (left === 0 || interest === 0 || row.documentId === null) continue;
    if (!related.includes(row.documentId)) related.push(row.documentId);
    left -= Math.min(left, interest);
  }
  if (left > 0) throw new Error('the credit exceeds the interest the loan’s CFDIs carried');
  return related;
}

/**
 * Issues one recorded credit: false while a CFDI it reduces waits to be issued or is being cancelled
 * (a later run issues it). The CFDIs it reduces are its related ones, all of one receiver.
 */
async function issueCredit(ctx: FiscalContext, creditId: number): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [credit] = await tx
      .select()
      .from(fiscalCredits)
      .where(and(eq(fiscalCredits.id, creditId), eq(fiscalCredits.status, 'pending')))
      .for('update', { skipLocked: true });
    if (!credit || credit.folioId === null || credit.folioDatedAt === null) return false;
    const related = await relatedDocuments(tx, credit);
    if (related === null) return false;
    const documents = await tx
      .select()
      .from(fiscalDocuments)
      .where(inArray(fiscalDocuments.id, related))
      .orderBy(asc(fiscalDocuments.id));
    if (documents.some((document) => document.status !== 'issued')) return false;
    const [first] = documents;
    if (!first || documents.some((document) => document.receiverRfc !== first.receiverRfc))
      throw new Error('a credit note reduces the CFDIs of one receiver');
    const port = ctx.providers.fiscal;
    const global = first.kind === 'global';
    const information =
      global && first.period ? creditGlobalInformation(first.period, credit.folioDatedAt) : undefined;
    const receiver = global ? generalPublic(port.issuer) : receiverOf(first.xml);
    // Kept before stamping (`keptFolio`): a retry sends the same CFDI the PAC may have stamped.
    const id = credit.folioId;
    const stamped = await port.issue(
      creditDraft(credit, {
        receiver,
        folio: String(id),
        issuedAt: credit.folioDatedAt,
        credits: documents.map((document) => document.uuid),
        identification: `${paymentFolio(credit.paymentId)}${credit.kind === 'settlement' ? '-S' : ''}`,
        ...(information && { global: information }),
      }),
    );
    await keepDocument(
      ctx,
      tx,
      id,
      stamped,
      {
        kind: 'credit_note',
        loanId: credit.loanId,
        clientId: global ? null : credit.clientId,
        period: global ? first.period : null,
        replacesId: null,
        series: SERIES.credit,
        folio: String(id),
        receiverRfc: receiver.rfc,
      },
      [credit],
    );
    await tx
      .update(fiscalCredits)
      .set({ status: 'issued', documentId: id })
      .where(eq(fiscalCredits.id, credit.id));
    return true;
  });
}

/** The job's step: issues the recorded credits, oldest first. */
export async function issueCredits(
  ctx: FiscalContext,
  attempt: (what: string, work: () => Promise<void>) => Promise<void>,
): Promise<number> {
  let issued = 0;
  const pending = await ctx.db
    .select({ id: fiscalCredits.id })
    .from(fiscalCredits)
    .where(eq(fiscalCredits.status, 'pending'))
    .orderBy(asc(fiscalCredits.id))
    .limit(BATCH);
  for (const { id } of pending)
    await attempt(`credit:${id}`, async () => {
      if ((await keptFolio(ctx, fiscalCredits, id)) && (await issueCredit(ctx, id))) issued += 1;
    });
  return issued;
}

/**
 * A reversed payoff's rebate credit, in the reversal's transaction (its rebate goes back with it): not yet
 * issued, never issued; its credit note queued for cancellation with reason 03.
 */
export async function reverseFiscalCredit(tx: Executor, paymentId: number, now: Date): Promise<void> {
  const [row] = await tx
    .update(fiscalCredits)
    .set({ status: 'reversed', reversedAt: now })
    .where(
      and(
        eq(fiscalCredits.paymentId, paymentId),
        eq(fiscalCredits.kind, 'rebate'),
        ne(fiscalCredits.status, 'reversed'),
      ),
    )
    .returning({ documentId: fiscalCredits.documentId });
  if (row?.documentId == null) return;
  await tx
    .update(fiscalDocuments)
    .set({ status: 'cancel_pending', cancelReason: '03', cancelRequestedAt: now })
    .where(and(eq(fiscalDocuments.id, row.documentId), eq(fiscalDocuments.status, 'issued')));
}
