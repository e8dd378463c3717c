import { fromApiAmount } from '@lender/calculator';
import type { Money } from '@lender/contracts';
import { createIdempotencyKey } from '@lender/sdk';
import { checkOrigin } from '@lender/web-kit';
import { data } from '@remix-run/node';
import { creditOf } from '../../components/CreditBalance';
import { loanCostView } from '../../lib/cost-scenarios.server';
import { DAYS_PARAM } from '../../lib/cost-view';
import { env } from '../../lib/env.server';
import { guardFlow } from '../../lib/flow.server';
import { messageOf, problemsOf, serverTranslator, text } from '../../lib/forms.server';
import { keyFrom, moneyFromForm, moneyOf } from '../../lib/lending.server';
import { pathOf } from '../../paths';
import { chargeInPartsAction, revokeMandateAction } from './mandates.server';
import { CARD_FIELDS, MIN_PAYMENT } from './my-loan';
import type { Channel, MyLoanResult } from './my-loan-result.server';
import { paymentPlanAction, paymentPlanView, planDueOf } from './payment-plan.server';
import { reliefAction } from './relief.server';
import { speiClaimAction, speiClaimChoices } from './spei-claim.server';

// The loader and action of `/profile/my-loan` (`route.tsx` beside it).

const ROUTE = 'profile-my-loan___es' as const;
const _HERE = pathOf(ROUTE);
const c = (money: Money) => fromApiAmount(money.amount);

/**
 * `/profile/my-loan` (spec §2, DESIGN.md "My loan"): balance today and the next due date first, then
 * "Pagar" by card (on file, or a new one with explicit consent), SPEI (CLABE, reference, concept,
 * copy buttons) or cash (barcode and reference, printable through /print), for everything or part;
 * the extensions with their price with and without IVA and the new due date; the schedule with each
 * invoice's figures; the payments and the documents. Every action is a form that posts without
 * JavaScript; money moves with an Idempotency-Key made when the page renders.
 */
export async function myLoanLoader(request: Request) {
  // Issue 65 (ADR 328): the page's one read carries the journey's step the guard decides on, so the
  // render asks the API twice: the session's profile (shared with the root) and the page.
  let read: MyLoanRead | undefined;
  const { ctx, me } = await guardFlow(request, ROUTE, {
    flow: (ctx) => {
      read = ctx.api.client.myLoan();
      return read.then((answer) => (answer.success ? answer.data.flow : null));
    },
  });
  const url = new URL(request.url);
  return pageData(ctx, me, url.searchParams.get('pagar'), url.searchParams.get(DAYS_PARAM), read);
}

type MyLoanRead = ReturnType<Awaited<ReturnType<typeof guardFlow>>['ctx']['api']['client']['myLoan']>;

export async function pageData(
  ctx: Awaited<ReturnType<typeof guardFlow>>['ctx'],
  me: Awaited<ReturnType<typeof guardFlow>>['me'],
  /** `?pagar=` of an extension's link: what the payment form starts on (without scripts). */
  preselect: string | null,
  /** `?dias=` of the "¿Y si…?" form (issue 52): the days late its scenario shows. */
  daysLate: string | null = null,
  /** The page's read when the guard already started it. */
  started?: MyLoanRead,
) {
  // Issue 65 (ADR 328): everything the page shows in one read (`client.myLoan`), beside the session.
  const read = await (started ?? ctx.api.client.myLoan());
  const page = read.success ? read.data : null;
  const loan = page?.loan ?? null;
  const invoices = page?.invoices ?? [];
  return data(
    {
      loan,
      invoices,
      documents: page?.documents ?? [],
      card: page?.card ?? null,
      payments: page?.payments ?? [],
      // Issue 47: the SPEI and cash references still payable, never listed as payments.
      references: page?.references ?? [],
      // Issue 38: "Prometo pagar el…" while a payment is late (ADR 138).
      promise: page?.promise ?? null,
      // Issue 51: the CFDIs of the interest and fees paid, each with its XML and PDF.
      cfdis: page?.cfdis ?? { cfdis: [], inGlobal: [], pending: [] },
      // Issue 66: "Quién te contactó y cuándo", every collection contact on the borrower's loans.
      contacts: page?.contacts ?? [],
      hasActiveRefinancing: me?.hasActiveRefinancing ?? false,
      // Issue 61: what the borrower paid beyond what was owed, held and being refunded to their CLABE.
      credit: creditOf(me),
      // Issue 52: the disaster-relief deferral of a borrower living in a declared zone (ADR 301).
      relief: page?.relief ?? null,
      // Issue 52: a payment plan in 2–4 instalments without new fees (ADR 299), in words.
      paymentPlan: paymentPlanView(page?.paymentPlan ?? null),
      // Issue 61: a running plan's next instalment is what the borrower owes next.
      planDue: planDueOf(page?.paymentPlan ?? null, loan),
      // Issue 66: "Tus domiciliaciones", each revocable in one tap (ADR 325).
      mandates: page?.mandates ?? [],
      // Issue 52: "Ya pagué por SPEI", checked against Banxico's CEP (ADR 302).
      speiClaim: speiClaimChoices(loan),
      // Issue 52: the cost line by line and its scenarios (`@lender/calculator/scenarios`).
      cost: loan
        ? loanCostView(
            loan,
            invoices.find((invoice) => invoice.id === loan.repaymentInvoice?.id),
            daysLate,
          )
        : null,
      preselect:
        preselect && /^(full|partial|rollover:(cheap|expensive))$/.test(preselect) ? preselect : null,
      idempotencyKey: createIdempotencyKey(),
    },
    { headers: await ctx.headers() },
  );
}

export type { Channel, MyLoanResult } from './my-loan-result.server';

/** Pays the loan or an extension by card, SPEI or cash, by the form's `intent`. */
export async function myLoanAction(request: Request) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx } = await guardFlow(request, ROUTE);
  return myLoanFormAction(ctx, await request.formData());
}

type Ctx = Awaited<ReturnType<typeof guardFlow>>['ctx'];

/** The page's forms, by `intent`, for a borrower already let in (`myLoanAction`). */
export async function myLoanFormAction(ctx: Ctx, form: FormData) {
  const t = serverTranslator();
  const intent = text(form, 'intent');
  const values = Object.fromEntries(
    ['what', 'amount', 'channel', 'consent', ...CARD_FIELDS].map((n) => [n, text(form, n)]),
  );
  // One form pays everything (issue 37 trap 10): `what` is the whole loan, another amount, or an
  // extension (`rollover:cheap`, `rollover:expensive`); the channel and card are chosen once.
  const extension = /^rollover:(cheap|expensive)$/.exec(values.what ?? '')?.[1] as
    | 'cheap'
    | 'expensive'
    | undefined;
  const kind = extension ? 'rollover' : 'repayment';
  const fail = (fieldErrors: Record<string, string>, status = 400) =>
    data<MyLoanResult>({ fieldErrors, intent, kind, values }, { status });
  if (intent === 'promise') return promiseAction(ctx, form);
  if (intent === 'relief') return reliefAction(ctx, form);
  if (intent === 'mandate-revoke') return revokeMandateAction(ctx, form);
  if (intent === 'mandate-parts') return chargeInPartsAction(ctx, form);
  if (intent.startsWith('payment-plan')) return paymentPlanAction(ctx, form, intent);
  if (intent === 'spei-claim') return speiClaimAction(ctx, form);
  if (intent !== 'pay') return fail({ what: messageOf('required') });
  const channel = values.channel as Channel;
  if (!['card', 'spei', 'cash'].includes(channel)) return fail({ channel: messageOf('required') });
  let amount: Money | undefined;
  if (kind === 'repayment' && values.what === 'partial') {
    const loan = await ctx.api.client.activeLoan();
    const max = loan.success ? c(loan.data.outstanding) : 0;
    const typed = moneyFromForm(values.amount ?? '');
    if (!typed.ok) return fail({ amount: typed.error });
    if (typed.centavos < MIN_PAYMENT || typed.centavos > max)
      return fail({ amount: t('loan:pay.outOfRange', { min: MIN_PAYMENT, max }) });
    amount = moneyOf(typed.centavos);
  }
  const key = keyFrom(form);
  const keyed = key ? { idempotencyKey: `${key}:${kind}:${channel}` } : {};
  if (extension) {
    const chosen = await ctx.api.client.chooseRollover({
      body: { type: extension },
      ...(key ? { idempotencyKey: `${key}:choose` } : {}),
    });
    if (!chosen.success && chosen.code !== 'rollover_not_available') {
      return data<MyLoanResult>({ ...problemsOf(chosen), intent, kind, values }, { status: chosen.status });
    }
  }
  if (channel === 'card') {
    if (values.consent === '') return fail({ consent: t('loan:pay.cardConsentRequired') });
    const consent = await ctx.api.client.directDebitConsent({
      body: { accepted: true, paymentType: 'card' },
    });
    if (!consent.success)
      return data<MyLoanResult>({ ...problemsOf(consent), intent, kind, values }, { status: consent.status });
    if (values.cardNumber) {
      const card = await ctx.api.client.debitCard({
        body: {
          cardNumber: values.cardNumber.replace(/\D/g, ''),
          holderName: values.holderName ?? '',
          expiryMonth: Number(values.expiryMonth),
          expiryYear: Number(values.expiryYear),
        },
      });
      if (!card.success)
        return data<MyLoanResult>({ ...problemsOf(card), intent, kind, values }, { status: card.status });
    }
    const charged = await ctx.api.client.chargeRollover({
      body: { kind, ...(amount ? { amount } : {}) },
      ...keyed,
    });
    if (!charged.success) {
      return data<MyLoanResult>(
        {
          ...problemsOf(charged),
          ...(charged.code === 'provider_failed' ? { formError: t('loan:pay.declined') } : {}),
          intent,
          kind,
          values,
        },
        { status: charged.status },
      );
    }
    return data<MyLoanResult>({ fieldErrors: {}, intent, kind, cardPending: charged.data.amount });
  }
  const reference = await ctx.api.client.paymentReference({
    body: { kind, channel: channel === 'spei' ? 'clabe' : 'cash', ...(amount ? { amount } : {}) },
    ...keyed,
  });
  if (!reference.success)
    return data<MyLoanResult>(
      { ...problemsOf(reference), intent, kind, values },
      { status: reference.status },
    );
  return data<MyLoanResult>({ fieldErrors: {}, intent, kind, reference: reference.data });
}

/** "Prometo pagar el…" (issue 38): the date and amount the borrower of a late loan promises. */
async function promiseAction(ctx: Ctx, form: FormData) {
  const values = { promiseDate: text(form, 'promiseDate'), promiseAmount: text(form, 'promiseAmount') };
  const typed = moneyFromForm(values.promiseAmount);
  const centavos = typed.ok ? typed.centavos : null;
  const fieldErrors: Record<string, string> = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.promiseDate)) fieldErrors.promiseDate = messageOf('required');
  if (!typed.ok) fieldErrors.promiseAmount = typed.error;
  else if (typed.centavos <= 0) fieldErrors.promiseAmount = messageOf('invalid_format');
  if (Object.keys(fieldErrors).length > 0 || centavos === null) {
    return data<MyLoanResult>({ fieldErrors, intent: 'promise', values }, { status: 400 });
  }
  const made = await ctx.api.client.makePromise({
    body: { date: values.promiseDate, amount: centavos / 100 },
  });
  if (!made.success) {
    const problems = problemsOf(made, { date: 'promiseDate', amount: 'promiseAmount' });
    return data<MyLoanResult>({ ...problems, intent: 'promise', values }, { status: made.status });
  }
  return data<MyLoanResult>({
    fieldErrors: {},
    intent: 'promise',
    promised: { date: made.data.promisedDate, amount: centavos },
  });
}
