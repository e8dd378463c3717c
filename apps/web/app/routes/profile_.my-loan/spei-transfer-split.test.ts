import type { PaymentReference } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { needsSplit } from './SpeiTransferSplit';

const money = (amount: number) => ({ amount, currency: 'MXN' as const });
const reference = (amount: number, pending: number, parts: number[]): PaymentReference => ({
  id: 1,
  kind: 'repayment',
  channel: 'clabe',
  reference: 'SPEI-1',
  barcode: null,
  clabe: '646180000000000001',
  amount: money(amount),
  expiresAt: '2026-03-05T18:00:00.000Z',
  transferCap: {
    udis: 1500,
    udiValue: '1.000000',
    udiDate: '2026-03-02',
    cap: money(1500),
    pending: money(pending),
    parts: parts.map(money),
  },
});

describe('needsSplit', () => {
  it.each([
    ['above the cap: two transfers', reference(2161.24, 2161.24, [1081, 1080.24]), true],
    ['under the cap: one transfer, nothing said', reference(900, 900, [900]), false],
    ['what is left of a split, in one transfer', reference(2161.24, 1080.24, [1080.24]), true],
    ['nothing left', reference(2161.24, 0, []), false],
  ])('%s', (_, ref, expected) => {
    expect(needsSplit(ref)).toBe(expected);
  });

  it('is false for a reference without a cap (cash, or an older API)', () => {
    const { transferCap: _, ...cash } = reference(900, 900, [900]);
    expect(needsSplit({ ...cash, channel: 'cash' })).toBe(false);
  });
});
