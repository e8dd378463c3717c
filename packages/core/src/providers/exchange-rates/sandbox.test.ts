import { describe, expect, it } from 'vitest';
import { SANDBOX_UDI_ANCHOR, sandboxUdis } from './sandbox';

describe('sandboxUdis', () => {
  it('answers 8.651234 pesos on 2026-01-01 and a value that grows day by day through 2026', async () => {
    const udis = sandboxUdis();
    expect(await udis.udiValue('2026-01-01')).toEqual({ ...SANDBOX_UDI_ANCHOR, source: 'sandbox' });
    const june = await udis.udiValue('2026-06-30');
    const december = await udis.udiValue('2026-12-31');
    expect(june.millionths).toBeGreaterThan(SANDBOX_UDI_ANCHOR.millionths);
    expect(december.millionths).toBeGreaterThan(june.millionths);
    // About 3.8 % over the year, as a year of Mexican inflation.
    expect(december.millionths / SANDBOX_UDI_ANCHOR.millionths).toBeCloseTo(1.038, 2);
    expect(Number.isInteger(december.millionths)).toBe(true);
  });

  it('answers the value given for a day, or for every day', async () => {
    expect(
      (await sandboxUdis({ byDay: { '2026-05-01': 8_800_000 } }).udiValue('2026-05-01')).millionths,
    ).toBe(8_800_000);
    expect((await sandboxUdis({ millionths: 9_000_000 }).udiValue('2026-05-02')).millionths).toBe(9_000_000);
  });
});
