import type { CalculatorTarget } from '@lender/calculator/platform';
import { checkOrigin } from '@lender/web-kit';
import { redirect } from '@remix-run/node';
import { pathOf } from '../paths';
import { type CalculatorCookie, calculatorCookie } from './cookies.server';
import { env } from './env.server';
import { text } from './forms.server';

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
