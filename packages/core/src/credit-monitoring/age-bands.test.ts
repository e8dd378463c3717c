import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { describe, expect, it } from 'vitest';
import type { DecisionInput } from '../decision/engine';
import { DECISION_MAX_AGE } from '../decision/engine';
import { approvalBySegment, psiRows } from './monitoring-report';
import { AGE_BANDS, ageBand, type MonitoredDecision } from './segments';

// Credit monitoring's age bands (issue 67 point 5, ADR 332): the top bands split where the
// protected "over 75" rule cuts — 75 passes, 76 is rejected — so the rule's effect is its own
// group (docs/credit-policy-protected-characteristics.md). Ages are read on the decision's business
// date (Mexico City), a birthday counting from its day.

describe('the age bands at the "over 75" rule', () => {
  it('put 74 and 75 in 65–75 and 76 in 76+, on the birthday itself', () => {
    expect(DECISION_MAX_AGE).toBe(75);
    // Decided on 28 November 2026.
    expect(ageBand('1952-11-28', '2026-11-28')).toBe('65-75'); // 74 today
    expect(ageBand('1951-11-29', '2026-11-28')).toBe('65-75'); // 74, 75 tomorrow
    expect(ageBand('1951-11-28', '2026-11-28')).toBe('65-75'); // 75 today
    expect(ageBand('1950-11-29', '2026-11-28')).toBe('65-75'); // 75, 76 tomorrow
    expect(ageBand('1950-11-28', '2026-11-28')).toBe('76+'); // 76 today
    expect(ageBand('1940-01-01', '2026-11-28')).toBe('76+');
    expect(ageBand('1961-11-28', '2026-11-28')).toBe('65-75'); // 65 today
    expect(ageBand('1961-11-29', '2026-11-28')).toBe('55-64');
    // Born on 29 February: 76 on 29 February 2028 (a leap year), still 75 the day before.
    expect(ageBand('1952-02-29', '2028-02-28')).toBe('65-75');
    expect(ageBand('1952-02-29', '2028-02-29')).toBe('76+');
    expect(AGE_BANDS).toEqual(['18-24', '25-34', '35-44', '45-54', '55-64', '65-75', '76+', 'unknown']);
    expect(AGE_BANDS).not.toContain('65+');
  });
});

/** A decision of a borrower born on `birthDate`, decided on `today`, approved or rejected. */
const decided = (birthDate: string, today: string, approved: boolean): MonitoredDecision => ({
  outcome: approved ? APPLICATION_STATUS.accepted : APPLICATION_STATUS.rejected,
  offeredAmount: approved ? 1_000_00 : null,
  input: {
    today,
    client: { birthDate, monthlyIncome: 10_000_00 },
    application: { salaryCycle: 'semi_monthly', sequenceType: 'first' },
  } as unknown as DecisionInput,
  sex: 'female',
  state: 'Jalisco',
  scoreBand: approved ? 'A' : 'C',
});

describe('approval by age band', () => {
  it('shows the applicants the rule rejects as their own group, flagged under four-fifths', () => {
    const month = [
      // 30 of 74 and 30 of 75, all approved; 30 who turned 76 on their decision's day, all rejected.
      ...Array.from({ length: 30 }, () => decided('1952-11-28', '2026-11-28', true)),
      ...Array.from({ length: 30 }, () => decided('1951-11-28', '2026-11-28', true)),
      ...Array.from({ length: 30 }, () => decided('1950-11-28', '2026-11-28', false)),
    ];
    const ages = approvalBySegment(month).filter((row) => row.dimension === 'age_band');
    expect(ages.find((row) => row.segment === '65-75')).toMatchObject({
      decisions: 60,
      approved: 60,
      approvalRateBps: 10_000,
      fourFifthsBreached: false,
    });
    expect(ages.find((row) => row.segment === '76+')).toMatchObject({
      decisions: 30,
      approved: 0,
      ratioToBestBps: 0,
      fourFifthsBreached: true,
    });
    // The day before their birthday the same borrowers are 75: approved with the rest.
    const before = decided('1950-11-29', '2026-11-28', true);
    expect(ageBand(before.input.client.birthDate, before.input.today)).toBe('65-75');
    // The age characteristic's spread has the band too.
    const spread = psiRows(month, month).find((row) => row.characteristic === 'age_band');
    expect(spread?.buckets.filter((b) => b.month > 0)).toEqual([
      { bucket: '65-75', reference: 60, month: 60 },
      { bucket: '76+', reference: 30, month: 30 },
    ]);
  });
});

describe('the score band month to month', () => {
  it('compares the bands each month scored, and counts decisions no scorecard scored apart', () => {
    const reference = Array.from({ length: 10 }, () => decided('1990-01-01', '2026-10-15', true));
    const month = [
      ...Array.from({ length: 5 }, () => decided('1990-01-01', '2026-11-15', true)),
      ...Array.from({ length: 5 }, () => ({ ...decided('1990-01-01', '2026-11-15', true), scoreBand: null })),
    ];
    const row = psiRows(reference, month).find((r) => r.characteristic === 'score_band');
    expect(row?.buckets).toEqual([
      { bucket: 'A', reference: 10, month: 5 },
      { bucket: 'none', reference: 0, month: 5 },
    ]);
    // Shares 1 → 0.5 and ε → 0.5: (0.5 − 1)·ln 0.5 + (0.5 − 0.0001)·ln(0.5 / 0.0001).
    const expected = (0.5 - 1) * Math.log(0.5) + (0.5 - 0.0001) * Math.log(0.5 / 0.0001);
    expect(row?.psi).toBe(Math.round(expected * 1e4) / 1e4);
    expect(row?.band).toBe('act');
  });
});
