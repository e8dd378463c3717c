import { LOAN_STATUS } from '@lender/calculator/platform';
import { eq, sql } from '@lender/db/orm';
import { loans } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { insertCfdi } from '../../testing/privacy-fixtures';
import { insertClientRow } from '../seed/lending-rows';
import { assessDeletion } from './deletion-assessment';

// ADR 313: each kind of a borrower's data is kept to its own last day, counted on the Mexico City
// clock from its own duty's event — the contract from the loan's closing, the PLD records from the
// last operation, tax from the last payment or CFDI (31 March after its year, plus 5 years).

let t: LendingTestCore;
let clientId: number;
let loanId: number;
let cfdiId: number;

/** The loan closed on 31 December 2026 at 23:30 in Mexico City: already 1 January 2027 in UTC. */
const CLOSED_AT = '2027-01-01T05:30:00Z';

beforeAll(async () => {
  t = await createLendingTestCore();
  t.clock.set('2026-03-02T18:00:00Z');
  ({ clientId, loanId } = await paidOutLoan(t));
  await t.core.db
    .update(loans)
    .set({ status: LOAN_STATUS.paid, closedAt: new Date(CLOSED_AT) })
    .where(eq(loans.id, loanId));
  cfdiId = (await insertCfdi(t.core.db, { clientId, loanId, stampedAt: '2027-01-05T18:00:00Z' })).id;
  // Another borrower's later CFDI must not move this one's tax period.
  const other = await insertClientRow(t.core.db, t.core.pii, {
    phone: '+525510009999',
    email: 'otra@lender.test',
    clabeHashOf: 'retention:other',
  });
  await insertCfdi(t.core.db, { clientId: other, loanId, stampedAt: '2029-06-01T18:00:00Z' });
});
afterAll(() => t.close());

const assess = (today?: string) => assessDeletion(t.core, { clientId, ...(today ? { today } : {}) });
const keptOf = async (category: string, today?: string) =>
  (await assess(today)).kept.find((kept) => kept.category === category);

const contract = { duty: 'contract', since: '2026-12-31', until: '2036-12-31' };
const aml = { duty: 'aml', since: '2026-12-31', until: '2036-12-31' };

describe('each kind of data kept to its own last day', () => {
  it('a loan closed on one date and a CFDI issued on another: contracts, PLD and tax end apart', async () => {
    const view = await assess('2027-02-01');
    expect(view).toMatchObject({ canBlock: true, keptUntil: '2036-12-31' });
    expect(await keptOf('contracts', '2027-02-01')).toEqual({
      category: 'contracts',
      reasons: ['contract_retention'],
      until: '2036-12-31',
      retention: [contract],
    });
    const tax = { duty: 'tax', since: '2027-01-05', until: '2033-03-31' };
    expect(await keptOf('tax_documents', '2027-02-01')).toEqual({
      category: 'tax_documents',
      reasons: ['tax_retention'],
      until: '2033-03-31',
      retention: [tax],
    });
    expect(await keptOf('aml', '2027-02-01')).toMatchObject({ until: '2036-12-31', retention: [aml] });
    // The loan's records carry all three duties: their own last day is the latest.
    expect(await keptOf('loans', '2027-02-01')).toEqual({
      category: 'loans',
      reasons: ['contract_retention', 'aml_retention', 'tax_retention'],
      until: '2036-12-31',
      retention: [contract, aml, tax],
    });
  });

  it('a CFDI stamped on 31 December at 23:30 in Mexico City counts in that year, not in UTC’s next', async () => {
    // The CFDI above, moved to late on New Year's Eve.
    await t.core.db.execute(sql`update fiscal_documents set stamped_at = ${CLOSED_AT} where id = ${cfdiId}`);
    expect(await keptOf('tax_documents', '2027-02-01')).toMatchObject({
      until: '2032-03-31',
      retention: [{ duty: 'tax', since: '2026-12-31', until: '2032-03-31' }],
    });
  });

  it('tax records end on their last day; after it they wait, blocked, for the rest', async () => {
    expect(await keptOf('tax_documents', '2032-03-31')).toMatchObject({
      reasons: ['tax_retention'],
      until: '2032-03-31',
    });
    expect(await keptOf('tax_documents', '2032-04-01')).toEqual({
      category: 'tax_documents',
      reasons: ['kept_with_the_rest'],
      until: '2036-12-31',
      retention: [],
    });
    expect(await keptOf('loans', '2032-04-01')).toMatchObject({
      reasons: ['contract_retention', 'aml_retention'],
      retention: [contract, aml],
    });
  });

  it('the contract kept through 31 December in Mexico City, to its last minute; nothing kept the next day', async () => {
    expect(await keptOf('contracts', '2036-12-31')).toMatchObject({ reasons: ['contract_retention'] });
    t.clock.set('2037-01-01T05:59:00Z'); // 31 December 2036, 23:59 in Mexico City
    expect(await keptOf('contracts')).toMatchObject({ until: '2036-12-31', retention: [contract] });
    t.clock.set('2037-01-01T06:00:00Z'); // 1 January 2037, 00:00 in Mexico City
    const after = await assess();
    expect(after).toMatchObject({ keptUntil: '2036-12-31', kept: [] });
    expect(after.deletedAtBlock).toEqual(expect.arrayContaining(['contracts', 'tax_documents', 'loans']));
  });
});
