import { demoProduct, type ProductConfig } from '@lender/calculator';
import type { CalculatorTarget } from '@lender/calculator/platform';
import type { CalculatorConfig, ClientProfile, PayCycle } from '@lender/contracts';
import type { CalculatorClient, CalculatorProps } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { redirect } from '@remix-run/node';
import { pathOf } from '../paths';
import { env } from './env.server';
import { serverTranslator, text } from './forms.server';
import { type CalculatorCookie, calculatorCookie, type RequestContext } from './session.server';
import { businessToday } from './today';

// The calculator on the server: its reads for the pages that show it and its submit (the cookie).

const centavos = (pesos: number) => Math.round(pesos * 100);

/**
 * The calculator's product: the server's amount limits and terms (`GET config/calculator`) over
 * the published product's prices, so the local quote is instant and the server's quote (through
 * the SDK's quoter) replaces it when an operator changed a price.
 */
export function productOf(config: CalculatorConfig): ProductConfig {
  const a = config.amountLimits;
  return {
    ...demoProduct,
    amounts: {
      minMainLoan: centavos(a.minMainLoan),
      amountTo: centavos(a.amountTo),
      minAdditionLoan: centavos(a.minAdditionLoan),
      interval: centavos(a.interval),
      first: { minAmount: centavos(a.first.minAmount), maxAmount: centavos(a.first.maxAmount) },
      repeated: { minAmount: centavos(a.repeated.minAmount) },
    },
    terms: { ...demoProduct.terms, minDays: config.terms.minDays, maxDays: config.terms.maxDays },
  };
}

/**
 * Spec §4/§99: a repeat client is signed in and has closed loans or an active (additional) loan.
 * Their submit completes the behavioural-scoring session first, and their next loan is a repeated one.
 */
export function isRepeatClient(
  me: Pick<ClientProfile, 'closedLoansCount' | 'hasActiveLoan'> | null | undefined,
): boolean {
  return Boolean(me && (me.closedLoansCount > 0 || me.hasActiveLoan));
}

/**
 * The calculator's starting state on a page: the calculator cookie's amount, cycle and dates (spec
 * §9), on the cookie's tab, except for a repeat client, who always starts on the repeated tab ("Ya
 * soy cliente"): their next loan is priced as a repeated one, and the first-loan tab's price and
 * badge are not theirs (a cookie saved as a guest says first loan). `undefined`: the calculator's
 * own defaults.
 */
export function calculatorInitialOf(
  saved: CalculatorCookie | null,
  me:
    | (Pick<ClientProfile, 'closedLoansCount' | 'hasActiveLoan'> &
        Partial<Pick<ClientProfile, 'salaryCycle'>>)
    | null
    | undefined,
): NonNullable<CalculatorProps['initial']> | undefined {
  const repeat = isRepeatClient(me);
  if (!saved) return repeat ? { tab: 1 } : undefined;
  // The salary cycle the borrower declared (employment step) is how they are paid: it wins over the
  // cycle a guest tried in the calculator, and the pay date then defaults to their pay days (issue
  // 37 trap 4). The calculator's dates stay when they are of that cycle.
  const declared = me?.salaryCycle ?? null;
  const savedCycle = (saved.payCycle as PayCycle | null | undefined) ?? null;
  const sameCycle = declared === null || declared === savedCycle;
  return {
    amount: saved.amount,
    // A signed-in client's calculator has no tabs (issue 47): a repeat client is on the repeated
    // one, a new client's follows the amount (above the first-loan maximum, the repeated one), and
    // a tab a guest picked on this browser before registering counts no more.
    ...(repeat ? { tab: 1 as const } : me ? {} : { tab: saved.tab ?? 0 }),
    payCycle: declared ?? savedCycle,
    payDates: sameCycle ? (saved.payDates ?? null) : null,
  };
}

export function calculatorClientOf(me: ClientProfile): CalculatorClient {
  return {
    availableLoanAmount: centavos(me.availableLoanAmount.amount),
    hasActiveLoan: me.hasActiveLoan,
    salaryCycle: me.salaryCycle,
    nextPayDate: me.nextPayDate,
    semiMonthlyPayDates: me.payDate.semiMonthlyPayDates,
    dateOfMonth: me.payDate.dateOfMonth,
  };
}

/** How long a process reuses the public calculator config (an operator's edit shows within it). */
export const CONFIG_CACHE_MS = 30_000;
let cached: { at: number; config: CalculatorConfig } | undefined;

/**
 * The calculator's config, or the spec §8 message when it cannot be loaded. A config of another
 * business day is never reused: after Mexico City's midnight its first pay date is today, which
 * the offer refuses as past.
 */
export async function loadCalculator(ctx: RequestContext) {
  const now = Date.now();
  const fresh =
    cached && now - cached.at < CONFIG_CACHE_MS && cached.config.today === businessToday(new Date(now))
      ? cached.config
      : undefined;
  const config = fresh ? ({ success: true, data: fresh } as const) : await ctx.api.public.calculatorConfig();
  if (config.success && !fresh) cached = { at: now, config: config.data };
  return calculatorFrom(config.success ? config.data : null);
}

/**
 * The calculator of a configuration a page's one read brought (issue 65: `client.noLoan`), or the
 * spec §8 message without one.
 */
export function calculatorFrom(config: CalculatorConfig | null) {
  if (!config) {
    console.error('[API] failed to load configs');
    return { product: null, today: null, error: serverTranslator()('calculator:stats.error') } as const;
  }
  return { product: productOf(config), today: config.today, error: null } as const;
}

const TARGETS: Record<CalculatorTarget, string> = {
  'application-apply': pathOf('application-apply___es'),
  login: pathOf('login___es'),
  registration: pathOf('registration___es'),
};

/** The calculator's submit: store amount, tab, cycle and dates (spec §9 cookie, 86400 s), then go to the target. */
export async function calculatorAction(request: Request) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const form = await request.formData();
  const target = text(form, 'target') as CalculatorTarget;
  // With JavaScript the calculator posts centavos (`amount`); without it, its native input posts
  // whole pesos (`amountPesos`).
  const pesos = text(form, 'amountPesos');
  const amount = form.has('amount') ? Number(text(form, 'amount')) : Number(pesos) * 100;
  const value: CalculatorCookie = {
    amount: Number.isSafeInteger(amount) && amount > 0 ? amount : 0,
    tab: text(form, 'tab') === '1' ? 1 : 0,
    payCycle: text(form, 'payCycle') || null,
    payDates: text(form, 'payDates') || null,
  };
  const to = TARGETS[target] ?? TARGETS.registration;
  return redirect(to, { headers: { 'Set-Cookie': await calculatorCookie().serialize(value) } });
}
