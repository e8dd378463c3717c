import { offerablePayDates, type PayCycle } from '@lender/calculator';
import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { eq } from '@lender/db/orm';
import { applications } from '@lender/db/schema';
import { readProductConfig } from '../catalog/product';
import { CoreError } from '../errors/core-error';
import { type ApplicationsContext, actualRow } from './application-context';

// The optional term of an increase counter-offer (spec §4, §7 `yhat/offer/approve/increase` with
// `term{value, unit day}`; issue 15: "pick an amount between the original and the new maximum (and
// optionally a term)"). A term is a due date: the application's pay cycle offers one pay-date option
// per term (`offerablePayDates` on the client's today), so choosing a term moves the application to
// the option that gives it; the approval then prices the offer on it. A term no option gives is a
// 400 `invalid_value` on `term.value` naming the terms there are. If the approval fails, the
// application keeps its pay dates.

type TermContext = Pick<ApplicationsContext, 'db' | 'sandbox'>;

async function increaseRow(ctx: TermContext, clientId: number) {
  const row = await actualRow(ctx, clientId);
  return row && row.status === APPLICATION_STATUS.yhatIncrease ? row : null;
}

async function optionsFor(ctx: TermContext, clientId: number, cycle: PayCycle) {
  const today = await ctx.sandbox.todayFor(clientId);
  return offerablePayDates(await readProductConfig(ctx.db), cycle, today);
}

const termsOf = (options: readonly { term: number }[]) =>
  [...new Set(options.map((option) => option.term))].sort((a, b) => a - b);

/**
 * Runs `approve` with the client's increase application moved to the pay dates giving `termDays`;
 * restores the previous pay dates when `approve` throws. Without an application in increase status
 * it only runs `approve` (which answers the status error).
 */
export async function withIncreaseTerm<T>(
  ctx: TermContext,
  clientId: number,
  termDays: number,
  approve: () => Promise<T>,
): Promise<T> {
  const { db } = ctx;
  const row = await increaseRow(ctx, clientId);
  if (!row) return approve();
  const options = await optionsFor(ctx, clientId, row.salaryCycle as PayCycle);
  const option = options.find((candidate) => candidate.term === termDays);
  if (!option) {
    throw new CoreError('invalid_value', {
      field: ['term', 'value'],
      message: `Terms for this pay cycle today: ${termsOf(options).join(', ')} days`,
    });
  }
  const previous = row.payDates;
  const [first, second] = option.dates;
  const chosen = {
    first_repayment_option: first,
    ...(second ? { second_repayment_option: second } : {}),
  } as typeof previous;
  await db.update(applications).set({ payDates: chosen }).where(eq(applications.id, row.id));
  try {
    return await approve();
  } catch (error) {
    await db.update(applications).set({ payDates: previous }).where(eq(applications.id, row.id));
    throw error;
  }
}
