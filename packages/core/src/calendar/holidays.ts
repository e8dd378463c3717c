// Mexican holidays: the calculator's calendar (`@lender/calculator/kernel`), computed by rule for
// any year, under the names core has always read (ADR 322). Two views of one set of rules: the
// bank holidays, the days the CNBV closes banks (due dates, the collections contact window, the
// UNE's business days), and the LFT art. 74 mandatory rest days ("official": deadlines the law
// counts in business days, such as ARCO requests — never later than the law's clock).
import { isBankHoliday, isLftRestDay, lftRestDays } from '@lender/calculator/kernel';

export { bankHolidays, easterSunday } from '@lender/calculator/kernel';
// The 2026–2028 days, for the callers that hand a list to SQL (`loan_figures_backfill`).
export { MEXICAN_BANK_HOLIDAYS } from '@lender/calculator/scenarios';

/** The LFT art. 74 mandatory rest days of `year`, sorted. */
export const officialHolidays: (year: number) => string[] = lftRestDays;

/** Whether `date` (`YYYY-MM-DD`) is an LFT art. 74 mandatory rest day. */
export const isOfficialHoliday: (date: string) => boolean = isLftRestDay;

/** Whether `date` (`YYYY-MM-DD`) is a Mexican bank holiday. */
export const isMexicanHoliday: (date: string) => boolean = isBankHoliday;
