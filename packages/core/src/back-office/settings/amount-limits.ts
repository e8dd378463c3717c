import { demoProduct } from '@lender/calculator';
import { ZodError } from 'zod';
import {
  applyProductOverride,
  checkProductOverride,
  IncoherentProductError,
  offStepAmountLimit,
  type ProductOverride,
} from '../../catalog/product';
import { CoreError } from '../../errors/core-error';

// The amount limits an admin asks for (`request-amount-limits.ts`): merged over those in force, checked
// field by field, and flattened for the audit log.

export type AmountLimits = NonNullable<ProductOverride['amounts']>;

/** The limits asked for over those in force (nested objects field by field). */
export function mergeAmounts(before: AmountLimits | undefined, asked: AmountLimits): AmountLimits {
  return {
    ...before,
    ...asked,
    first: { ...before?.first, ...asked.first },
    repeated: { ...before?.repeated, ...asked.repeated },
  };
}

/**
 * Refuses limits a product cannot take, naming the field (issue 36: the back-office shows the
 * words beside it): a minimum above the maximum, a first-loan maximum above the maximum, a step
 * that is not whole pesos, any limit off the step (`offStepAmountLimit`: the slider could not
 * reach it); anything else the product's own check refuses.
 */
export function checkAmountLimits(override: ProductOverride): void {
  const { amounts } = applyProductOverride(demoProduct, override);
  const wrong = (field: string[], message: string): never => {
    throw new CoreError('invalid_value', { field: ['amounts', ...field], message });
  };
  const minimums = [
    [['minMainLoan'], amounts.minMainLoan],
    [['minAdditionLoan'], amounts.minAdditionLoan],
    [['first', 'minAmount'], amounts.first.minAmount],
    [['repeated', 'minAmount'], amounts.repeated.minAmount],
  ] as const;
  for (const [field, min] of minimums) {
    if (min <= 0) wrong([...field], 'The minimum must be above zero.');
    if (min > amounts.amountTo) wrong([...field], 'The minimum is above the maximum.');
  }
  if (amounts.first.maxAmount > amounts.amountTo)
    wrong(['first', 'maxAmount'], 'The first-loan maximum is above the maximum.');
  if (amounts.first.maxAmount < amounts.first.minAmount)
    wrong(['first', 'maxAmount'], 'The first-loan maximum is below its minimum.');
  const offStep = offStepAmountLimit(amounts);
  if (offStep?.[0] === 'interval') wrong(['interval'], 'The step must be whole pesos above zero.');
  if (offStep) wrong([...offStep], `The amount must be a multiple of ${amounts.interval} centavos.`);
  try {
    checkProductOverride(override);
  } catch (error) {
    if (error instanceof IncoherentProductError || error instanceof ZodError)
      wrong([], 'The amount limits leave the product incoherent.');
    throw error;
  }
}

/** `{first: {minAmount: 1}}` → `{"first.minAmount": 1}`: one audited field per limit. */
export function flatten(value: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) =>
      inner !== null && typeof inner === 'object' && !Array.isArray(inner)
        ? Object.entries(flatten(inner as Record<string, unknown>, `${prefix}${key}.`))
        : [[`${prefix}${key}`, inner]],
    ),
  );
}
