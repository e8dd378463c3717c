import type { Loan } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { speiClaimChoices } from './spei-claim.server';

// "Ya pagué por SPEI" offers the days the API accepts: today on the API's clock (the loan's due
// date less its days left) and 60 days back, newest first; the banks are SPEI participants.

const loanDue = (dueDate: string, dueDays: number) =>
  ({ repaymentInvoice: { dueDate, dueDays } }) as unknown as Loan;

describe('speiClaimChoices', () => {
  it("counts the days back from the API's today, not the site's", () => {
    const { dates } = speiClaimChoices(loanDue('2026-03-20', 18));
    expect(dates[0]).toEqual({ value: '2026-03-02', label: expect.stringContaining('2026') });
    expect(dates).toHaveLength(61);
    expect(dates.at(-1)?.value).toBe('2026-01-01');
  });

  it('offers current SPEI participants by their CLABE code, by name', () => {
    const { banks } = speiClaimChoices(null);
    expect(banks).toContainEqual({ value: '012', label: 'BBVA MEXICO' });
    expect(banks.every((bank) => /^\d{3}$/.test(bank.value))).toBe(true);
    const labels = banks.map((bank) => bank.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'es-MX')));
  });
});
