import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { auditLog } from '../back-office/audit-log';
import { documentDownload } from '../documents/loan/document-download';
import { documentDownloadTemporary } from '../documents/loan/document-download-temporary';
import { documentList } from '../documents/loan/document-list';
import { CoreError } from '../errors/core-error';
import { outstandingOf } from '../ledger/accounts';
import { loanBalances, loanEntries } from '../ledger/ledger';
import { activeLoanOf } from '../loans/active-loan';
import { chooseRollover } from '../loans/choose-rollover';
import { paymentSchedule } from '../loans/payment-schedule';
import { rolloverApplication } from '../loans/rollover-application';
import { rolloverDocument } from '../loans/rollover-document';
import { simulateReferencePayment } from './payment-callbacks';
import { paymentReference } from './payment-reference';

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

const code = (error: unknown) => (error instanceof CoreError ? error.code : String(error));
const owed = async (loanId: number) => outstandingOf(await loanBalances(t.core.db, loanId));

/** A loan paid out to a new client. */
const newActiveLoan = () => paidOutLoan(t);

describe('extensions', () => {
  it('choosing, then paying the fee moves the due date, records the fee and offers new options', async () => {
    const loan = await newActiveLoan();
    const total = await owed(loan.loanId);
    const view = await activeLoanOf(t.core, loan.clientId);
    const cheap = view.rollovers.find((r) => r.type === 'cheap');
    expect(cheap?.status).toBe('inactive');
    const chosen = await chooseRollover(t.core, { actorId: loan.clientId, body: { type: 'cheap' } });
    expect(chosen.status).toBe('active');
    expect(chosen.invoices.map((i) => i.status)).toEqual(['draft']);
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'rollover', channel: 'cash' },
    });
    expect(Math.round(ref.amount.amount * 100)).toBe(chosen.fee.amount * 100);
    await simulateReferencePayment(t.core, ref.reference);
    const after = await activeLoanOf(t.core, loan.clientId);
    expect(after.dueDate).toBe('2026-03-23');
    expect(after.rollovers.find((r) => r.id === chosen.id)?.status).toBe('paid');
    expect(after.rollovers.filter((r) => r.status === 'inactive')).toHaveLength(2);
    // The fee was charged and paid: what is owed on the loan did not change.
    expect(await owed(loan.loanId)).toBe(total);
    const entries = await loanEntries(t.core.db, loan.loanId);
    expect(
      entries.filter((e) => e.account === 'fee_income:extension_fee').reduce((s, e) => s + e.amount, 0),
    ).toBe(-Math.round(chosen.feeWithoutVat.amount * 100));
    expect(Math.round(after.outstanding.amount * 100)).toBe(total);
  });

  it('after a paid extension: the schedule total is the sum of its invoices and the extension reports the due date the loan moved to', async () => {
    const loan = await newActiveLoan();
    const chosen = await chooseRollover(t.core, { actorId: loan.clientId, body: { type: 'cheap' } });
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'rollover', channel: 'cash' },
    });
    await simulateReferencePayment(t.core, ref.reference);
    const after = await activeLoanOf(t.core, loan.clientId);
    const paid = after.rollovers.find((r) => r.id === chosen.id);
    expect(paid?.status).toBe('paid');
    // One source: the paid extension reports the date the loan actually moved to (issue 11 point 3).
    expect(paid?.newDueDate).toBe(after.dueDate);
    expect(chosen.newDueDate).toBe(after.dueDate);
    for (const option of after.rollovers.filter((r) => r.status === 'inactive')) {
      expect(option.newDueDate > after.dueDate).toBe(true);
    }
    const schedule = await paymentSchedule(t.core, { actorId: loan.clientId });
    expect(schedule.invoices.map((i) => i.status).sort()).toEqual(['paid', 'unpaid']);
    const cents = (m: { amount: number }) => Math.round(m.amount * 100);
    // The schedule is the sum of its invoices (issue 11 point 2).
    expect(cents(schedule.total)).toBe(schedule.invoices.reduce((s, i) => s + cents(i.total), 0));
    expect(cents(schedule.total)).toBe(cents(after.total) + cents(chosen.fee));
    expect(cents(schedule.outstanding)).toBe(schedule.invoices.reduce((s, i) => s + cents(i.outstanding), 0));
    const document = await rolloverDocument(t.core, {
      actorId: loan.clientId,
      params: { id: loan.loanId, rolloverId: chosen.id, appId: after.applicationId },
    });
    expect(document.contentType).toBe('application/pdf');
  });

  it('keeps the extension agreement with the loan documents, downloadable later (issue 11 point 12)', async () => {
    const loan = await newActiveLoan();
    const loanView = await activeLoanOf(t.core, loan.clientId);
    const cheap = loanView.rollovers.find((r) => r.type === 'cheap');
    if (!cheap) throw new Error('no cheap option');
    await rolloverApplication(t.core, {
      actorId: loan.clientId,
      params: { id: loan.loanId, rolloverId: cheap.id },
    });
    const given = await rolloverDocument(t.core, {
      actorId: loan.clientId,
      params: { id: loan.loanId, rolloverId: cheap.id, appId: loanView.applicationId },
    });
    const agreements = async () =>
      (await documentList(t.core, { actorId: loan.clientId })).filter((d) => d.type === 'rollover_agreement');
    const kept = await agreements();
    expect(kept).toHaveLength(1);
    expect(kept[0]?.loanId).toBe(loan.loanId);
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'rollover', channel: 'cash' },
    });
    await simulateReferencePayment(t.core, ref.reference);
    const latest = await documentDownload(t.core, {
      actorId: loan.clientId,
      params: { type: 'rollover_agreement' },
    });
    expect(Buffer.from(latest.bytes).toString('base64')).toBe(given.base64);
    const byId = await documentDownloadTemporary(t.core, {
      actorId: loan.clientId,
      params: { id: kept[0]?.id as number },
    });
    expect(Buffer.from(byId.bytes).toString('base64')).toBe(given.base64);
    // Asked for again after the payment, it is the same agreement: not a second copy.
    await rolloverDocument(t.core, {
      actorId: loan.clientId,
      params: { id: loan.loanId, rolloverId: cheap.id, appId: loanView.applicationId },
    });
    expect(await agreements()).toHaveLength(1);
  });

  it('the audit log stores money in centavos and shows it in pesos, as the API does everywhere (issue 11 point 5)', async () => {
    const loan = await newActiveLoan();
    const chosen = await chooseRollover(t.core, { actorId: loan.clientId, body: { type: 'cheap' } });
    const fee = Math.round(chosen.fee.amount * 100);
    const [stored] = (
      await t.core.audit.list(
        { action: 'rollover.choose', entityId: String(loan.loanId) },
        { page: 1, perPage: 1 },
      )
    ).items;
    expect(stored?.after?.fee).toEqual({ centavos: fee, currency: 'MXN' });
    const [shown] = (
      await auditLog(t.core, {
        query: {
          action: 'rollover.choose',
          entityId: String(loan.loanId),
          page: 1,
          perPage: 1,
        },
      })
    ).items;
    expect(shown?.after?.fee).toEqual({ amount: chosen.fee.amount, currency: 'MXN' });
    const [created] = (
      await auditLog(t.core, {
        query: { action: 'loan.create', entityId: String(loan.loanId), page: 1, perPage: 1 },
      })
    ).items;
    expect(created?.after?.principal).toEqual({ amount: loan.principal / 100, currency: 'MXN' });
  });

  it('is not available on a paid loan', async () => {
    const loan = await newActiveLoan();
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'repayment', channel: 'cash' },
    });
    await simulateReferencePayment(t.core, ref.reference);
    expect(
      code(await chooseRollover(t.core, { actorId: loan.clientId, body: { type: 'cheap' } }).catch((e) => e)),
    ).toBe('no_active_loan');
  });
});
