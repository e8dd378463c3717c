import { addDays, daysBetween, lastDayToPay } from '@lender/calculator/kernel';
import type { Loan, PaymentPlanOptions, PaymentPlanReason } from '@lender/contracts';
import { formatLongDate } from '@lender/i18n';
import { data } from '@remix-run/node';
import type { guardFlow } from '../../lib/flow.server';
import { problemsOf, serverTranslator, text } from '../../lib/forms.server';
import type { MyLoanResult } from './my-loan-result.server';

type Ctx = Awaited<ReturnType<typeof guardFlow>>['ctx'];

/** The rules the page explains; the API holds them (ADR 299). */
const WATCH_DAYS = 30;
const GRACE_DAYS = 3;

interface Choice {
  value: string;
  label: string;
}
/** One select of the request form, in words. */
export interface PlanSelect {
  name: 'instalments' | 'firstDate' | 'reason';
  label: string;
  hint?: string;
  options: Choice[];
  defaultValue: string | undefined;
}
/**
 * The payment plan as the page shows it, its words rendered on the server so the page's client
 * code stays small (the 170 KB first-load budget): the plan waiting or running, or the request form.
 */
export interface PaymentPlanView {
  current: null | {
    status: string;
    warning: boolean;
    lines: string[];
    watch: string | null;
    canAccept: boolean;
  };
  form: null | { explain: string[]; selects: PlanSelect[] };
}

const centavos = (money: { amount: number }) => Math.round(money.amount * 100);

/** The instalment of a running plan the borrower owes next, and how late it is (0: not late). */
export interface PlanDue {
  n: number;
  /** Centavos. */
  amount: number;
  dueDate: string;
  daysLate: number;
}

/**
 * Issue 61 point 3: a loan in a payment plan opens on what is owed next — the first unpaid
 * instalment of the running plan — and says when it is late (days after its last day to pay, a
 * weekend or bank holiday moving it as it moves any due date). The loan's own due date is the
 * plan's last instalment, so it cannot say this. Today is the business date the API read the
 * loan on (the repayment invoice's due date less its days left).
 */
export function planDueOf(options: PaymentPlanOptions | null, loan: Loan | null): PlanDue | null {
  const plan = options?.current;
  const invoice = loan?.repaymentInvoice;
  if (plan?.status !== 'active' || !invoice) return null;
  const index = plan.instalments.findIndex((instalment) => !instalment.paid);
  const next = plan.instalments[index];
  if (!next) return null;
  const today = addDays(invoice.dueDate, -invoice.dueDays);
  const lastDay = lastDayToPay(next.dueDate);
  return {
    n: index + 1,
    amount: centavos(next.amount),
    dueDate: next.dueDate,
    daysLate: today > lastDay ? daysBetween(lastDay, today) : 0,
  };
}

/** The view of what the API answers (`client.paymentPlanOptions`); null when nothing is to be shown. */
export function paymentPlanView(options: PaymentPlanOptions | null): PaymentPlanView | null {
  if (!options) return null;
  const t = serverTranslator();
  const { current } = options;
  const open = current && ['requested', 'offered', 'active'].includes(current.status);
  if (current && (open || !options.allowed)) {
    return {
      form: null,
      current: {
        status: t(`loan:paymentPlan.status.${current.status}`),
        warning: current.status === 'broken' || current.status === 'declined',
        lines: current.instalments.map(
          (instalment, index) =>
            t('loan:paymentPlan.instalment', {
              n: index + 1,
              amount: centavos(instalment.amount),
              date: instalment.dueDate,
            }) + (instalment.paid ? ` · ${t('loan:paymentPlan.paid')}` : ''),
        ),
        watch:
          current.status === 'active' && current.watchUntil
            ? t('loan:paymentPlan.watchUntil', { date: current.watchUntil })
            : null,
        canAccept: current.status === 'offered',
      },
    };
  }
  if (!options.allowed) return null;
  const total = centavos(options.total);
  const counts: Choice[] = [];
  for (let n = options.minInstalments; n <= options.maxInstalments; n += 1) {
    counts.push({
      value: String(n),
      label: t('loan:paymentPlan.instalmentOption', { n, amount: Math.floor(total / n) }),
    });
  }
  const dates: Choice[] = [];
  for (let day = options.firstDateMin; day <= options.firstDateMax; day = addDays(day, 1)) {
    dates.push({ value: day, label: formatLongDate(day) });
  }
  return {
    current: null,
    form: {
      explain: [
        t('loan:paymentPlan.explain', { total, days: options.intervalDays, watch: WATCH_DAYS }),
        t('loan:paymentPlan.breakRule', { grace: GRACE_DAYS }),
      ],
      selects: [
        {
          name: 'instalments',
          label: t('loan:paymentPlan.instalments'),
          options: counts,
          defaultValue: String(options.minInstalments),
        },
        {
          name: 'firstDate',
          label: t('loan:paymentPlan.firstDate'),
          hint: t('loan:paymentPlan.firstDateHint', { min: options.firstDateMin, max: options.firstDateMax }),
          options: dates,
          defaultValue: options.firstDateMin,
        },
        {
          name: 'reason',
          label: t('loan:paymentPlan.reason'),
          options: options.reasons.map((reason) => ({
            value: reason,
            label: t(`loan:paymentPlan.reasons.${reason}`),
          })),
          defaultValue: undefined,
        },
      ],
    },
  };
}

/**
 * The payment plan's forms (issue 52, ADR 299): `payment-plan` asks for one (instalments, first
 * date, reason), `payment-plan-accept` accepts the one collections offered. The page then reloads
 * and shows the plan.
 */
export async function paymentPlanAction(ctx: Ctx, form: FormData, intent: string) {
  const t = serverTranslator();
  if (intent === 'payment-plan-accept') {
    const accepted = await ctx.api.client.acceptPaymentPlan();
    if (!accepted.success) {
      return data<MyLoanResult>(
        { fieldErrors: {}, intent, formError: t('loan:paymentPlan.failed') },
        { status: accepted.status },
      );
    }
    return data<MyLoanResult>({ fieldErrors: {}, intent });
  }
  const values = {
    instalments: text(form, 'instalments'),
    firstDate: text(form, 'firstDate'),
    reason: text(form, 'reason'),
  };
  const requested = await ctx.api.client.requestPaymentPlan({
    body: {
      instalments: Number(values.instalments),
      firstDate: values.firstDate,
      reason: values.reason as PaymentPlanReason,
    },
  });
  if (!requested.success) {
    const problems = problemsOf(requested);
    return data<MyLoanResult>(
      { ...problems, formError: problems.formError ?? t('loan:paymentPlan.failed'), intent, values },
      { status: requested.status },
    );
  }
  return data<MyLoanResult>({ fieldErrors: {}, intent, planRequested: true });
}
