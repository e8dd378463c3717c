import { desc, eq } from '@lender/db/orm';
import { clients, decisions } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LendingTestCore } from '../../testing/lending-fixtures';
import { createNoticesTestCore, submittedApplication } from '../../testing/notices-fixtures';
import {
  PAYROLL_TEST_CURP,
  type PayrollInput,
  type PayrollMaker,
  payrollCfdiMaker,
} from '../../testing/payroll-cfdi-fixtures';
import type { DecisionInput } from '../decision/engine';
import { gatherClientFacts } from '../decision/facts';
import { type JourneyFacts, journeyStep } from '../journey/journey-step';
import { uploadPayrollCfdis } from '../proven-income/upload-payroll-cfdis';
import { decideApplication } from './application-decision';

// Issue 67's "done when" (ADR 333, 340): a borrower in registration uploads three payroll CFDIs at
// the payroll step instead of a slip; the step is done (the journey goes on to the decision), and
// the decision made after it carries the proven income and payday in its stored, hashed input.

let t: LendingTestCore;
let maker: PayrollMaker;
beforeAll(async () => {
  [t, maker] = await Promise.all([createNoticesTestCore(), payrollCfdiMaker()]);
}, 60_000);
afterAll(() => t.close());

const RFC = 'HEGG560427AB1';

/** A quincena paid on its last day: `2026-01-15` → the 1st to the 15th. */
const quincena = (paidOn: string, net: number): PayrollInput => ({
  receiverRfc: RFC,
  periodStart: paidOn.slice(8) === '15' ? `${paidOn.slice(0, 8)}01` : `${paidOn.slice(0, 8)}16`,
  periodEnd: paidOn,
  paidOn,
  perceptions: net + 84_568,
  deductions: 84_568,
});

/** The journey of an employed first-time applicant with the ID sent and the bank link skipped. */
const journeyOf = (documents: JourneyFacts['documents']): JourneyFacts => ({
  forcedStep: null,
  completedSteps: [1, 2, 3, 4],
  employmentStatus: 'employed',
  availableLoanAmount: 0,
  closedLoans: 0,
  loanStatus: null,
  application: { status: 1, paymentMethod: 'bank_transfer', affiliateSource: null },
  lastClosedApplication: null,
  documents,
  bankLink: 'skipped',
  identity: 'pending',
  directDebit: 'missing',
});

describe('payroll CFDIs proved at the registration’s payroll step', () => {
  it('complete the step and reach the decision: its input carries the proven income and payday', async () => {
    const app = await submittedApplication(t, 1_000_00);
    await t.core.db
      .update(clients)
      .set({
        rfcEnc: t.core.pii.encrypt(RFC),
        curpEnc: t.core.pii.encrypt(PAYROLL_TEST_CURP),
        birthDate: '1990-05-14',
        // Declared: $6,000.00 a month, monthly.
        employment: { monthlyIncome: 6_000_00, employmentStatusKey: 'employed' },
      })
      .where(eq(clients.id, app.clientId));

    const before = await gatherClientFacts(t.core.db, app.clientId, 0);
    expect(before.documents.payroll).toBe('missing');
    expect(journeyStep(journeyOf({ ...before.documents, idDocument: 'present' })).step).toBe(
      'payroll_upload',
    );

    // Net pays $7,654.32, $7,654.32, $7,654.33, paid on 15 Jan, 31 Jan and 15 Feb 2026.
    const cfdis = [
      maker.make(quincena('2026-01-15', 765_432)),
      maker.make(quincena('2026-01-31', 765_432)),
      maker.make(quincena('2026-02-15', 765_433)),
    ];
    await uploadPayrollCfdis(t.core, {
      actorId: app.clientId,
      body: { cfdis: cfdis.map((c) => c.xml) },
    });

    const after = await gatherClientFacts(t.core.db, app.clientId, 0);
    expect(after.documents.payroll).toBe('present');
    // The slip is not asked for any more: the onboarding is done, the decision comes next.
    expect(journeyStep(journeyOf({ ...after.documents, idDocument: 'present' }))).toMatchObject({
      step: 'verification',
      rule: 'onboarding.done',
    });

    await decideApplication(t.core, app.applicationId, { type: 'client', id: app.clientId });
    const [row] = await t.core.db
      .select()
      .from(decisions)
      .where(eq(decisions.applicationId, app.applicationId))
      .orderBy(desc(decisions.id));
    const inputs = row?.inputs as unknown as DecisionInput;
    // Σ × 24 ÷ 36 = 1,530,864.67 → 1,530,864 centavos; paid on the 15th and the month's last day.
    expect(inputs.scoring?.provenIncome).toEqual({
      monthlyIncome: 1_530_864,
      payCycle: 'semi_monthly',
      payDays: [15, 31],
      newestPaidOn: '2026-02-15',
    });
    expect(inputs.client.monthlyIncome).toBe(6_000_00);
  }, 120_000);

  it('another borrower’s proof never completes this borrower’s payroll step', async () => {
    const other = await submittedApplication(t, 1_000_00);
    const facts = await gatherClientFacts(t.core.db, other.clientId, 0);
    expect(facts.documents.payroll).toBe('missing');
  });
});
