// Test fixtures for the jobs tests: a client with an active loan and its repayment invoice, written
// straight to the tables (the loans service is another helper's; the jobs only read these rows).
import { LOAN_STATUS } from '@lender/calculator/platform';
import { clients, loanInvoices } from '@lender/db/schema';
import { readProductConfig } from '../src/catalog/product';
import { emailColumns } from '../src/contact/email';
import type { Core } from '../src/core';
import { createLoanAccountContext, lockLoanAccount, post } from '../src/ledger/loan-account';
import { insertLoanRow } from '../src/seed/lending-rows';

let sequence = 0;

/** Inserts a client, an application, a loan in `status` and its repayment invoice due `dueDate`. */
export async function insertLoanWithInvoice(
  core: Core,
  options: {
    dueDate: string;
    loanStatus?: number;
    invoiceStatus?: 'unpaid' | 'paid' | 'draft';
    /** Book the disbursement and the charges in the ledger (what the loan owes: $1,150.00). */
    booked?: boolean;
  },
): Promise<{ clientId: number; loanId: number; invoiceId: number; phone: string; email: string }> {
  sequence += 1;
  const phone = `+52551000${String(sequence).padStart(4, '0')}`;
  const email = `jobs.${sequence}.${Date.now().toString(36)}@lender.test`;
  const [client] = await core.db
    .insert(clients)
    .values({
      ...emailColumns(core.pii, email),
      firstName: 'Ana',
      lastName: 'López',
      phoneEnc: core.pii.encrypt(phone),
      phoneHash: core.pii.hash('phone', phone),
      passwordHash: 'x',
    })
    .returning({ id: clients.id });
  const clientId = client?.id as number;
  const { loanId } = await insertLoanRow(core.db, {
    clientId,
    status: options.loanStatus ?? LOAN_STATUS.active,
    principal: 1_000_00,
    total: 1_150_00,
    termDays: 14,
    dueDate: options.dueDate,
    salaryCycle: 'monthly',
    pricedOn: '2026-02-20',
    startDate: '2026-02-20',
    signedAt: new Date('2026-02-20T18:00:00Z'),
  });
  if (options.booked) {
    // Booked as a confirmed payout books it: through the loan account.
    const account = createLoanAccountContext({
      ...{ clock: core.clock, audit: core.audit, product: readProductConfig },
    });
    await core.db.transaction(async (tx) =>
      post(await lockLoanAccount(account, tx, loanId, { accrue: false, today: '2026-02-20' }), {
        kind: 'disbursed',
        payout: `fixture:${loanId}`,
        principal: 1_000_00,
        charges: [{ component: 'interest', gross: 150_00, discount: 0, vat: 0 }],
        day: '2026-02-20',
      }),
    );
  }
  const [invoice] = await core.db
    .insert(loanInvoices)
    .values({
      loanId,
      kind: 'repayment',
      status: options.invoiceStatus ?? 'unpaid',
      dueDate: options.dueDate,
    })
    .returning({ id: loanInvoices.id });
  return { clientId, loanId, invoiceId: invoice?.id as number, phone, email };
}
