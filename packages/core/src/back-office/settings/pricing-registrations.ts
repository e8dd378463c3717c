import {
  FEE_KEYS,
  type FeeKey,
  type FeeRegistration,
  feeChange,
  feeInForceFrom,
  type ProductConfig,
} from '@lender/calculator';
import { formatDate } from '@lender/i18n';
import { CoreError } from '../../errors/core-error';

// Which fees a pricing change moves and the CONDUSEF (RECO) registration each needs (LTOSF art. 6):
// read when the change is asked and again when a second admin approves it, against the product in
// force on the day it applies then.

/**
 * How a change moves a registered fee: the calculator's `feeChange`, and the terms it leaves out.
 * The late fee's most days (`maxDays`): more days charge more, a raise (30 days after registration);
 * fewer, a cut. An extension's days: its price is for those days, so the same price for fewer days
 * is a raise and for more days a cut (compared per day). When two terms move apart, a raise.
 */
export function registeredChange(
  before: ProductConfig,
  after: ProductConfig,
  key: FeeKey,
): 'none' | 'cut' | 'raise' {
  const change = feeChange(before, after, key);
  if (change === 'raise') return change;
  const moved = (was: number, now: number) => (now > was ? 'raise' : now < was ? 'cut' : change);
  if (key === 'lateFee') {
    return after.lateFee.dailyBps === 0 ? change : moved(before.lateFee.maxDays, after.lateFee.maxDays);
  }
  if (key === 'extensionCheap' || key === 'extensionExpensive') {
    const type = key === 'extensionCheap' ? 'cheap' : 'expensive';
    const was = before.extensions.find((price) => price.type === type);
    const now = after.extensions.find((price) => price.type === type);
    if (!was || !now || now.bps === 0 || was.days === now.days) return change;
    // Per day, cross-multiplied (integers): `now.bps / now.days` against `was.bps / was.days`.
    return moved(was.bps * now.days, now.bps * was.days);
  }
  return change;
}

/**
 * The registrations of the fees that move from `before` to `after`, each with its day in force
 * (30 calendar days after registration for a raise, 2 for a cut); refuses a moved fee without one
 * (`fee_not_registered`) and one registered after `now` (`invalid_value`).
 */
export function registrationsFor(
  before: ProductConfig,
  after: ProductConfig,
  asked: Partial<Record<FeeKey, { folio: string; registeredOn: string }>> | undefined,
  now: string,
): Partial<Record<FeeKey, FeeRegistration>> {
  // One price per kind of extension: a second one of a kind is offered and printed on the contract
  // too, but no registration is read for it.
  const types = after.extensions.map((price) => price.type);
  if (new Set(types).size !== types.length) {
    throw new CoreError('invalid_value', {
      field: ['pricing', 'extensions'],
      message: 'one price per kind of extension',
    });
  }
  const registrations: Partial<Record<FeeKey, FeeRegistration>> = {};
  for (const key of FEE_KEYS) {
    const change = registeredChange(before, after, key);
    if (change === 'none') continue;
    const registration = asked?.[key];
    if (!registration) throw new CoreError('fee_not_registered', { field: ['registrations', key] });
    if (registration.registeredOn > now) {
      throw new CoreError('invalid_value', {
        field: ['registrations', key, 'registeredOn'],
        message: 'registeredOn is in the future',
      });
    }
    registrations[key] = {
      folio: registration.folio.trim(),
      registeredOn: registration.registeredOn,
      inForceFrom: feeInForceFrom(registration.registeredOn, change),
    };
  }
  return registrations;
}

/** The last day any of `registrations` comes into force (`now` when none is later). */
export function latestInForce(registrations: Partial<Record<FeeKey, FeeRegistration>>, now: string): string {
  // Dates `YYYY-MM-DD` sort as text.
  return [now, ...Object.values(registrations).map((r) => r.inForceFrom)].sort().at(-1) ?? now;
}

/** Refuses `effectiveOn` before every registration is in force (`fee_not_in_force`, 422). */
export function assertInForceOn(
  registrations: Partial<Record<FeeKey, FeeRegistration>>,
  effectiveOn: string,
) {
  const latest = latestInForce(registrations, effectiveOn);
  if (effectiveOn < latest) {
    throw new CoreError('fee_not_in_force', {
      field: ['effectiveOn'],
      params: { inForceFrom: formatDate(latest) },
    });
  }
}
