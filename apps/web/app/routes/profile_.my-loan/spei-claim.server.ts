import { addDays } from '@lender/calculator/kernel';
import { banks } from '@lender/clabe';
import { CEP_CLAIM_MAX_AGE_DAYS, type CepClaim, type Loan } from '@lender/contracts';
import { formatLongDate } from '@lender/i18n';
import { data } from '@remix-run/node';
import type { guardFlow } from '../../lib/flow.server';
import { problemsOf, serverTranslator, text } from '../../lib/forms.server';
import { moneyFromForm } from '../../lib/lending.server';
import { businessToday } from '../../lib/today';
import type { MyLoanResult } from './my-loan-result.server';

type Ctx = Awaited<ReturnType<typeof guardFlow>>['ctx'];

/** The form's choices, from the server (the route's bundle carries no bank catalogue). */
export interface SpeiClaimChoices {
  /** The days a transfer may be claimed, newest first (`YYYY-MM-DD`, shown as a long date). */
  readonly dates: { value: string; label: string }[];
  /** SPEI participants by CLABE code, by name. */
  readonly banks: { value: string; label: string }[];
}

/**
 * The sending banks and dates the "Ya pagué por SPEI" form offers (issue 52, ADR 302). Today is the
 * API's business date as the loan states it (its due date less the days left), so a platform clock
 * moved by a tester agrees with the dates the API accepts; the site's own date without a loan.
 */
export function speiClaimChoices(loan: Loan | null): SpeiClaimChoices {
  const invoice = loan?.repaymentInvoice;
  const today = invoice ? addDays(invoice.dueDate, -invoice.dueDays) : businessToday();
  const dates = Array.from({ length: CEP_CLAIM_MAX_AGE_DAYS + 1 }, (_, back) => {
    const day = addDays(today, -back);
    return { value: day, label: formatLongDate(day) };
  });
  const participants = banks
    .filter((bank) => !bank.legacy && bank.speiKey)
    .map((bank) => ({ value: bank.code, label: bank.name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es-MX'));
  return { dates, banks: participants };
}

/**
 * "Ya pagué por SPEI" (issue 52, ADR 302): the transfer's date, amount, clave de rastreo and
 * sending bank go to `client.claimSpeiPayment`; the page shows what became of it (applied, already
 * applied, or the aclaración's folio), or each field's problem.
 */
export async function speiClaimAction(ctx: Ctx, form: FormData) {
  const intent = 'spei-claim';
  const values = {
    date: text(form, 'date'),
    amount: text(form, 'amount'),
    trackingKey: text(form, 'trackingKey'),
    senderBank: text(form, 'senderBank'),
  };
  const typed = moneyFromForm(values.amount);
  if (!typed.ok || typed.centavos <= 0) {
    const error = typed.ok ? serverTranslator()('errors:code.too_small') : typed.error;
    return data<MyLoanResult>({ fieldErrors: { amount: error }, intent, values }, { status: 400 });
  }
  const centavos = typed.centavos;
  const claimed = await ctx.api.client.claimSpeiPayment({
    body: { ...values, amount: centavos / 100 },
  });
  if (!claimed.success) {
    const problems = problemsOf(claimed);
    return data<MyLoanResult>({ ...problems, intent, values }, { status: claimed.status });
  }
  return data<MyLoanResult>({ fieldErrors: {}, intent, speiClaim: claimed.data satisfies CepClaim });
}
