import { eq } from '@lender/db/orm';
import { fiscalCredits, fiscalDocuments, fiscalIncome } from '@lender/db/schema';
import { nodeFromXmlString } from '@nodecfdi/cfdi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  externalPayment,
  type LendingTestCore,
  paidOutLoan,
  reversePayment,
  staffUsers,
} from '../../testing/lending-fixtures';
import { balanceOf } from '../ledger/accounts';
import { loanBalances } from '../ledger/ledger';
import { checkCfdi } from '../providers/fiscal/check-cfdi';
import type { SandboxFiscal } from '../providers/fiscal/sandbox';
import { issueFiscalDocuments } from './issue-fiscal-documents';

// A SAT examiner's finding (ADR 384's open point): a credit note to the general public carries an
// InformacionGlobal, and SAT takes its Año only for the year of the note's Fecha or the one before
// (Anexo 20). A note that kept its global CFDI's year was refused once issued two years on, and the
// income it gives back stayed invoiced. It names its global CFDI's month while SAT takes that year;
// after that, its own month: when the income is given back (LIVA art. 7), the relation naming the global.

let t: LendingTestCore;
let certifierCertificate: Uint8Array;
let staff: { maker: number; checker: number };
beforeAll(async () => {
  t = await createLendingTestCore();
  certifierCertificate = await (t.core.providers.fiscal as SandboxFiscal).certifierCertificate();
  staff = await staffUsers(t, { maker: 'admin', checker: 'admin' });
});
afterAll(() => t.close());

/** A borrower without an RFC pays all but principal on March 5, 2026: in March's global CFDI (April). */
async function inMarchGlobal() {
  t.clock.set('2026-03-02T18:00:00Z');
  const loan = await paidOutLoan(t);
  t.clock.set('2026-03-05T18:00:00Z');
  const balances = await loanBalances(t.core.db, loan.loanId);
  const owed = Object.entries(balances)
    .filter(([account]) => account.endsWith('_receivable') || account.startsWith('fee_receivable:'))
    .reduce((sum, [, amount]) => sum + (amount ?? 0), 0);
  const paymentId = await externalPayment(t, loan.loanId, owed - balanceOf(balances, 'principal_receivable'));
  t.clock.set('2026-04-02T18:00:00Z');
  expect((await issueFiscalDocuments(t.core)).failed).toBe(0);
  const [row] = await t.core.db.select().from(fiscalIncome).where(eq(fiscalIncome.paymentId, paymentId));
  expect(row?.status).toBe('issued');
  return { ...loan, paymentId };
}

/** The payment reversed at `at` (past the global's cancellation), the job run: its credit note's InformacionGlobal. */
async function creditedAt(at: string) {
  const { loanId, paymentId } = await inMarchGlobal();
  t.clock.set(at);
  await reversePayment(t, staff, loanId, paymentId, 'Pago aplicado por error');
  expect((await issueFiscalDocuments(t.core)).failed).toBe(0);
  const [credit] = await t.core.db.select().from(fiscalCredits).where(eq(fiscalCredits.paymentId, paymentId));
  expect(credit).toMatchObject({ kind: 'reversal', status: 'issued' });
  const [note] = await t.core.db
    .select()
    .from(fiscalDocuments)
    .where(eq(fiscalDocuments.id, credit?.documentId ?? 0));
  if (!note) throw new Error('no credit note');
  expect(checkCfdi(note.xml, { certifierCertificate }).problems).toEqual([]);
  const root = nodeFromXmlString(note.xml);
  expect(root.searchAttribute('cfdi:Receptor', 'Rfc')).toBe('XAXX010101000');
  const global = root.searchNode('cfdi:InformacionGlobal');
  return {
    fecha: root.getAttribute('Fecha'),
    periodicity: global?.getAttribute('Periodicidad'),
    months: global?.getAttribute('Meses'),
    year: global?.getAttribute('Año'),
  };
}

describe('a credit note to the general public names a period SAT takes', () => {
  it('issued in January 2028 for March 2026’s global CFDI: its own month, 01/2028', async () => {
    const information = await creditedAt('2028-01-12T18:00:00Z');
    expect(information).toEqual({
      fecha: expect.stringMatching(/^2028-01-12T/),
      periodicity: '04',
      months: '01',
      year: '2028',
    });
  });

  it('issued in April 2027, while SAT still takes 2026: the global CFDI’s month, 03/2026', async () => {
    const information = await creditedAt('2027-04-05T18:00:00Z');
    expect(information).toMatchObject({ periodicity: '04', months: '03', year: '2026' });
  });

  it('the offline check refuses a global whose Año is neither the Fecha’s year nor the one before', () => {
    const xml = `<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Fecha="2028-01-12T12:00:00"><cfdi:InformacionGlobal Periodicidad="04" Meses="03" Año="2026"/><cfdi:Receptor Rfc="XAXX010101000"/></cfdi:Comprobante>`;
    expect(checkCfdi(xml).problems).toContain('informacionGlobal.year.not_this_or_last');
    const lastYear = xml.replace('Año="2026"', 'Año="2027"');
    expect(checkCfdi(lastYear).problems).not.toContain('informacionGlobal.year.not_this_or_last');
  });
});
