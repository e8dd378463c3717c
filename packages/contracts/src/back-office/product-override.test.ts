import { describe, expect, it } from 'vitest';
import { ProductOverrideSchema } from './settings';

describe('ProductOverrideSchema', () => {
  const cheap = { type: 'cheap', days: 7, bps: 580 } as const;
  const expensive = { type: 'expensive', days: 30, bps: 2300 } as const;

  it('takes one price of each kind of extension', () => {
    expect(ProductOverrideSchema.parse({ extensions: [cheap, expensive] }).extensions).toEqual([
      cheap,
      expensive,
    ]);
  });

  it('refuses a second price of one kind, which the core could not tell apart', () => {
    const twice = ProductOverrideSchema.safeParse({ extensions: [cheap, { ...cheap, days: 14, bps: 1100 }] });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.path).toEqual(['extensions']);
  });
});
