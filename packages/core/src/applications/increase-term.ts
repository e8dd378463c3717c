import { offerablePayDates, type PayCycle } from '@lender/calculator';
import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { applications } from '@lender/db/schema';
import { readProductConfig } from '../catalog/product';
import { CoreError } from '../errors/core-error';
import type { SandboxService } from '../sandbox/sandbox';
import type { ApplicationsService } from './applications';

/**
 * The optional term of an increase counter-offer (spec §4, §7 `yhat/offer/approve/increase` with
 * `term{value, unit day}`; issue 15: "pick an amount between the original and the new maximum (and
 * optionally a term)"). A term is a due date: the application's pay cycle offers one pay-date option
 * per term (`offerablePayDates` on the client's today), so choosing a term moves the application to
 * the option that gives it; the approval then prices the offer on it. A term no option gives is a
 * 400 `invalid_value` on `term.value` naming the terms there are. If the approval fails, the
 * application keeps its pay dates.
 */
export interface IncreaseTermService {
  /** The terms (days) the client's increase counter-offer can take today, shortest first. */
  terms(clientId: number): Promise<number[]>;
  /**
   * Runs `approve` with the client's increase application moved to the pay dates giving `termDays`;
   * restores the previous pay dates when `approve` throws. Without an application in increase
   * status it only runs `approve` (which answers the status error).
   */
  withTerm<T>(clientId: number, termDays: number, approve: () => Promise<T>): Promise<T>;
}

export function createIncreaseTermService(deps: {
  db: Database;
  sandbox: Pick<SandboxService, 'todayFor'>;
  applications: Pick<ApplicationsService, 'actualRow'>;
}): IncreaseTermService {
  const { db } = deps;

  const increaseRow = async (clientId: number) => {
    const row = await deps.applications.actualRow(clientId);
    return row && row.status === APPLICATION_STATUS.yhatIncrease ? row : null;
  };

  const optionsFor = async (clientId: number, cycle: PayCycle) => {
    const today = await deps.sandbox.todayFor(clientId);
    return offerablePayDates(await readProductConfig(db), cycle, today);
  };

  const termsOf = (options: readonly { term: number }[]) =>
    [...new Set(options.map((option) => option.term))].sort((a, b) => a - b);

  return {
    async terms(clientId) {
      const row = await increaseRow(clientId);
      if (!row) return [];
      return termsOf(await optionsFor(clientId, row.salaryCycle as PayCycle));
    },

    async withTerm(clientId, termDays, approve) {
      const row = await increaseRow(clientId);
      if (!row) return approve();
      const options = await optionsFor(clientId, row.salaryCycle as PayCycle);
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
    },
  };
}
