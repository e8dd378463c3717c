import { describe, expect, it } from 'vitest';
import { businessDate } from '../clock';
import { confidenceOn, proofStaleOn, proofTrustedOn, STALE_AFTER_DAYS } from './proof-confidence';

// ADR 340: a proof's staleness is read on the business date it is used (Mexico City), not fixed on
// its upload day. Newest pay 15 January 2026: 62 days later, 18 March, is its last fresh day.

const high = { confidence: 'high', newestPaidOn: '2026-01-15' };

describe('a proof of income on the day it is used', () => {
  it('keeps its upload confidence through the 62nd day and is low from the 63rd', () => {
    expect(STALE_AFTER_DAYS).toBe(62);
    expect(proofStaleOn('2026-01-15', '2026-03-18')).toBe(false);
    expect(proofStaleOn('2026-01-15', '2026-03-19')).toBe(true);
    expect(confidenceOn(high, '2026-03-18')).toBe('high');
    expect(confidenceOn(high, '2026-03-19')).toBe('low');
    expect(confidenceOn({ ...high, confidence: 'medium' }, '2026-03-18')).toBe('medium');
    expect(confidenceOn({ ...high, confidence: 'medium' }, '2026-03-19')).toBe('low');
    expect(proofTrustedOn(high, '2026-03-18')).toBe(true);
    expect(proofTrustedOn(high, '2026-03-19')).toBe(false);
  });

  it('reads the day on the Mexico City clock: 23:59 on the 18th is fresh, 00:00 on the 19th is stale', () => {
    // 18 March 2026 23:59 in Mexico City (UTC−6) is already the 19th in UTC.
    const lastMinute = businessDate(new Date('2026-03-19T05:59:00Z'));
    const midnight = businessDate(new Date('2026-03-19T06:00:00Z'));
    expect(lastMinute).toBe('2026-03-18');
    expect(midnight).toBe('2026-03-19');
    expect(confidenceOn(high, lastMinute)).toBe('high');
    expect(confidenceOn(high, midnight)).toBe('low');
  });

  it('stays low when stored low (stale at upload) and never trusts an unknown confidence', () => {
    expect(confidenceOn({ ...high, confidence: 'low' }, '2026-01-16')).toBe('low');
    expect(confidenceOn({ ...high, confidence: 'certain' }, '2026-01-16')).toBe('low');
    // Across a year's end and February of a leap year: 62 days after 30 Dec 2027 is 1 March 2028.
    expect(proofStaleOn('2027-12-30', '2028-03-01')).toBe(false);
    expect(proofStaleOn('2027-12-30', '2028-03-02')).toBe(true);
  });
});
