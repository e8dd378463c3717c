// Issue 51, "Mis derechos": a complaint to the UNE and a dispute of a credit-bureau record filed by
// the borrower (folio, due date, the register staff work), the consents with the version of the
// text accepted, and the withdrawal of the voluntary ones.
import { eq } from '@lender/db/orm';
import { noticePreferences } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { refusal } from '../../testing/refusal';
import { decisionPrivacyOf } from '../arco/human-review';
import { withdrawConsent } from '../arco/withdraw-consent';
import { consents, recordRegistrationConsents } from '../clients/consents';
import { complaint } from './back-office/complaint';
import { exportComplaints } from './back-office/export-complaints';
import { complaints } from './complaints';
import { fileComplaint } from './file-complaint';

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

describe('a complaint filed from "Mis derechos"', () => {
  it('gets the next folio, its answer due in 30 business days, and lands in the register', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const { clientId, loanId } = await paidOutLoan(t);
    // Friday 13 March at noon in Mexico City; Monday 16 March is a holiday.
    t.clock.set('2026-03-13T18:00:00Z');
    const filed = await fileComplaint(t.core, {
      actorId: clientId,
      body: {
        kind: 'clarification',
        cause: 'credit_bureau',
        loanId,
        description: 'El buró muestra atraso en un pago que hice a tiempo.',
      },
    });
    expect(filed).toMatchObject({
      folio: expect.stringMatching(/^UNE-2026-\d{6}$/),
      kind: 'clarification',
      cause: 'credit_bureau',
      loanId,
      status: 'received',
      dueDate: '2026-04-29',
      resolution: null,
      resolutionText: null,
    });
    expect(await complaints(t.core, { actorId: clientId })).toEqual([filed]);
    // Staff see it in the register: from the site, logged by nobody of theirs.
    expect(await complaint(t.core, { params: { id: filed.id } })).toMatchObject({
      channel: 'web',
      clientId,
      loggedBy: null,
      product: 'short_term_personal',
    });
    const reader = await t.core.backOfficeUsers.create({
      email: 'une@lender.test',
      name: 'Una Une',
      password: 'a-long-agent-password',
      role: 'agent',
    });
    const csv = await exportComplaints(t.core, { actorId: reader.id, query: { month: '2026-03' } });
    expect(csv.csv).toContain('El cliente, desde el sitio');
    const audit = await t.core.audit.list(
      { entity: 'complaint', entityId: String(filed.id) },
      { page: 1, perPage: 5 },
    );
    expect(audit.items[0]).toMatchObject({ action: 'complaint.log', actorType: 'client', actorId: clientId });
  });

  it('needs the loan a credit-bureau dispute is about, and only a loan of the client', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const mine = await paidOutLoan(t);
    const other = await paidOutLoan(t);
    const dispute = {
      kind: 'clarification',
      cause: 'credit_bureau',
      description: 'Aparece un crédito que no es mío.',
    } as const;
    expect(await refusal(fileComplaint(t.core, { actorId: mine.clientId, body: dispute }))).toMatchObject({
      code: 'required',
      status: 400,
    });
    expect(
      (
        await refusal(
          fileComplaint(t.core, { actorId: mine.clientId, body: { ...dispute, loanId: other.loanId } }),
        )
      ).code,
    ).toBe('invalid_value');
    expect(await complaints(t.core, { actorId: mine.clientId })).toEqual([]);
    // An inquiry names no loan.
    const inquiry = await fileComplaint(t.core, {
      actorId: mine.clientId,
      body: {
        kind: 'inquiry',
        cause: 'interest_or_fees',
        description: '¿Cómo se calculan los intereses de mi prórroga?',
      },
    });
    expect(inquiry.loanId).toBeNull();
  });
});

describe('consents', () => {
  it('keep the version of the texts accepted, and withdraw the voluntary ones dated', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const { clientId } = await paidOutLoan(t);
    t.clock.set('2026-03-20T17:00:00Z');
    await recordRegistrationConsents(
      t.core.db,
      clientId,
      {
        termsAndConditions: true,
        privacyNotice: true,
        creditBureau: true,
        marketing: true,
        behaviouralScoring: true,
      },
      t.clock.now(),
    );
    // Marketing given at registration is the notices' switch too (issue 63: one fact).
    const [switched] = await t.core.db
      .select()
      .from(noticePreferences)
      .where(eq(noticePreferences.clientId, clientId));
    expect(switched?.marketingOptIn).toBe(true);
    const given = (await consents(t.core, { actorId: clientId })).consents;
    expect(given.filter((c) => c.kind === 'privacy_notice')).toEqual([
      { kind: 'privacy_notice', accepted: true, givenAt: '2026-03-20T17:00:00.000Z', version: '2026-01-15' },
    ]);

    expect(
      await refusal(withdrawConsent(t.core, { actorId: clientId, body: { kind: 'credit_bureau' } })),
    ).toMatchObject({
      code: 'consent_not_withdrawable',
      status: 409,
    });
    t.clock.set('2026-03-21T17:00:00Z');
    const after = await withdrawConsent(t.core, { actorId: clientId, body: { kind: 'marketing' } });
    expect(after.consents.filter((c) => c.kind === 'marketing')).toEqual([
      expect.objectContaining({ accepted: true, givenAt: '2026-03-20T17:00:00.000Z' }),
      { kind: 'marketing', accepted: false, givenAt: '2026-03-21T17:00:00.000Z', version: '2026-01-15' },
    ]);
    const [prefs] = await t.core.db
      .select()
      .from(noticePreferences)
      .where(eq(noticePreferences.clientId, clientId));
    expect(prefs?.marketingOptIn).toBe(false);

    expect((await decisionPrivacyOf(t.core.db, clientId)).behaviouralScoring).toBe(true);
    await withdrawConsent(t.core, { actorId: clientId, body: { kind: 'behavioural_scoring' } });
    expect(await decisionPrivacyOf(t.core.db, clientId)).toEqual({
      humanReviewSince: null,
      behaviouralScoring: false,
    });
    const audit = await t.core.audit.list(
      { entity: 'client', entityId: String(clientId) },
      { page: 1, perPage: 10 },
    );
    expect(
      audit.items.filter((e) => e.action === 'client.consent_withdraw').map((e) => e.after?.consent),
    ).toEqual(['behavioural_scoring', 'marketing']);
  });
});
