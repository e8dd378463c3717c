import { moneyView } from '@lender/calculator/kernel';

/**
 * Money in an audit snapshot (issue 11, ADR 225). Stored like every amount of the platform, in
 * integer centavos, but tagged, so that the API view can show it as the API shows money everywhere
 * else (`{ amount: 188.5, currency: 'MXN' }`, pesos) without guessing which numbers are money.
 */
export interface AuditMoney {
  centavos: number;
  currency: 'MXN';
}

/** Tags an amount in centavos for an audit snapshot: `after: { fee: auditMoney(18_850) }`. */
export function auditMoney(centavos: number): AuditMoney {
  return { centavos, currency: 'MXN' };
}

/** Whether a stored snapshot value is tagged money. */
export function isAuditMoney(value: unknown): value is AuditMoney {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const record = value as Record<string, unknown>;
  return keys.length === 2 && Number.isSafeInteger(record.centavos) && record.currency === 'MXN';
}

/**
 * Amounts that entries written before money was tagged stored as bare centavos, by action and side.
 * Audit rows are append-only (never rewritten), so the view converts these where it finds a number.
 */
const UNTAGGED_MONEY: Record<string, { before?: readonly string[]; after?: readonly string[] }> = {
  'application.create': { after: ['desiredAmount'] },
  'application.update_offer': { before: ['principalAmount'], after: ['principalAmount'] },
  'application.manual_approve': { before: ['desiredAmount', 'principalAmount'], after: ['principalAmount'] },
  'application.manual_approve_decrease': {
    before: ['desiredAmount', 'principalAmount'],
    after: ['principalAmount'],
  },
  'application.manual_reject': { before: ['desiredAmount', 'principalAmount'], after: ['principalAmount'] },
  'loan.create': { after: ['principal'] },
  'loan.write_off': { after: ['writtenOff'] },
  'loan.record_payment': { after: ['amount'] },
  'rollover.choose': { after: ['fee'] },
  'payment.complete': { after: ['amount'] },
};

/**
 * Amounts that collections' promise entries stored as bare pesos before they were tagged (issue 48:
 * they read as plain numbers, not money), by action; the view converts them where it finds a number.
 */
const UNTAGGED_PESOS: Record<string, readonly string[]> = {
  'collections.promise': ['amount'],
  'collections.promise_kept': ['amount', 'paid'],
  'collections.promise_broken': ['amount', 'paid'],
};

function convert(value: unknown): unknown {
  if (isAuditMoney(value)) return moneyView(value.centavos);
  if (Array.isArray(value)) return value.map(convert);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, convert(item)]));
  }
  return value;
}

/**
 * A stored snapshot as the API shows it: tagged money (and the bare amounts of older entries) as
 * `{ amount, currency }` in pesos, everything else as stored.
 */
export function auditSnapshotView(
  action: string,
  side: 'before' | 'after',
  snapshot: Record<string, unknown> | null,
): Record<string, unknown> | null {
  if (snapshot === null) return null;
  const view = convert(snapshot) as Record<string, unknown>;
  for (const key of UNTAGGED_MONEY[action]?.[side] ?? []) {
    const value = snapshot[key];
    if (typeof value === 'number' && Number.isSafeInteger(value)) view[key] = moneyView(value);
  }
  for (const key of UNTAGGED_PESOS[action] ?? []) {
    const value = snapshot[key];
    if (typeof value === 'number' && Number.isFinite(value)) view[key] = moneyView(Math.round(value * 100));
  }
  return view;
}
