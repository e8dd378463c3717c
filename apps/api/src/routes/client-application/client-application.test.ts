import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { makeClabe } from '@lender/clabe';
import {
  applicationForSigning,
  expireOffers,
  markApplicationCompleted,
  markApplicationSigning,
  writeReapplyCoolOffDays,
} from '@lender/core';
import { schema } from '@lender/core/db';
import { eq } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicant,
  applicationBody,
  C,
  decided,
  forceDecision,
  withIdDocument,
} from '../../test/application-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// The test clock is pinned at 2026-03-02 noon in Mexico City.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const S = APPLICATION_STATUS;

const offersOf = (applicationId: number) =>
  t.core.db.select().from(schema.offers).where(eq(schema.offers.applicationId, applicationId));

describe('POST /web/private/client/application', () => {
  it('creates the application with its offer (201) and the reads show it', async () => {
    const { token } = await applicant(t);
    const res = await t.call('POST', `${C}/application`, { token, body: applicationBody(t, 3_000) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const app = res.body.data;
    expect(app).toMatchObject({
      status: S.new,
      desiredLoanAmount: { amount: 3000, currency: 'MXN' },
      principalAmount: { amount: 3000, currency: 'MXN' },
      salaryCycle: 'monthly',
      paymentMethod: 'bank_transfer',
      juicySessionId: 'js-1',
      fake: false,
    });
    // The default validity is 72 hours (ADR 020).
    expect(new Date(app.offerExpiresAt).getTime() - t.clock.now().getTime()).toBe(72 * 3_600_000);

    const actual = await t.call('GET', `${C}/application/actual`, { token });
    expect(actual.body.data.id).toBe(app.id);
    const status = await t.call('GET', `${C}/application/actual/status`, { token });
    expect(status.body.data).toEqual({ id: app.id, status: S.new });
    const offer = await t.call('GET', `${C}/application/${app.id}/offer/actual`, { token });
    expect(offer.status).toBe(200);
    expect(offer.body.data.offer.principal).toEqual({ amount: 3000, currency: 'MXN' });
    expect(offer.body.data.expiresAt).toBe(app.offerExpiresAt);
    const method = await t.call('GET', `${C}/application/payment-method`, { token });
    expect(method.body.data).toEqual({
      paymentMethod: 'bank_transfer',
      available: ['bank_transfer', 'cash'],
      cashBrands: ['cebuana', 'bdo', 'm_lhuillier'],
    });
    const profile = await t.call('GET', C, { token });
    expect(profile.body.data).toMatchObject({
      hasActualApplication: true,
      hasUncancelledApplications: true,
      clientType: 'first',
    });
  });

  it('refuses a second active application with 409 application_already_active', async () => {
    const { token } = await applicant(t);
    expect((await t.call('POST', `${C}/application`, { token, body: applicationBody(t) })).status).toBe(201);
    const second = await t.call('POST', `${C}/application`, { token, body: applicationBody(t) });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('application_already_active');
  });

  it('lets the database decide between two concurrent creates: one 201, one 409', async () => {
    const { token, clientId } = await applicant(t);
    const results = await Promise.all([
      t.call('POST', `${C}/application`, { token, body: applicationBody(t) }),
      t.call('POST', `${C}/application`, { token, body: applicationBody(t) }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body.code).toBe('application_already_active');
    const rows = await t.core.db
      .select()
      .from(schema.applications)
      .where(eq(schema.applications.clientId, clientId));
    expect(rows).toHaveLength(1);
  });

  it('refuses an amount outside the first-loan limits with a field violation', async () => {
    const { token } = await applicant(t);
    const res = await t.call('POST', `${C}/application`, { token, body: applicationBody(t, 9_000) });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toMatchObject({ code: 'too_big' });
    expect(res.body.errors?.[0]?.propertyPath).toContain('loanAmount');
  });

  it('refuses an unknown promo code', async () => {
    const { token } = await applicant(t);
    const res = await t.call('POST', `${C}/application`, {
      token,
      body: { ...applicationBody(t), promoCode: 'NOPE' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('promo_code_invalid');
  });
});

describe('PUT /web/private/client/application/{id}', () => {
  it('re-prices only when the amount or term changed', async () => {
    const { token } = await applicant(t);
    const created = await t.call('POST', `${C}/application`, { token, body: applicationBody(t, 3_000) });
    const id = created.body.data.id as number;
    const same = await t.call('PUT', `${C}/application/${id}`, {
      token,
      body: { amount: { amount: 3000, currency: 'MXN' } },
    });
    expect(same.status).toBe(200);
    expect(await offersOf(id)).toHaveLength(1);
    const changed = await t.call('PUT', `${C}/application/${id}`, {
      token,
      body: { amount: { amount: 2500, currency: 'MXN' } },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.principalAmount.amount).toBe(2500);
    const rows = await offersOf(id);
    expect(rows.map((row) => row.state).sort()).toEqual(['current', 'superseded']);
    const wrongTerm = await t.call('PUT', `${C}/application/${id}`, {
      token,
      body: { amount: { amount: 2000, currency: 'MXN' }, term: { value: 3, unit: 'day' } },
    });
    expect(wrongTerm.status).toBe(400);
    expect(wrongTerm.body.errors?.[0]?.code).toBe('invalid_value');
  });

  it('answers not_found for another client’s application', async () => {
    const owner = await applicant(t);
    const other = await applicant(t);
    const created = await t.call('POST', `${C}/application`, {
      token: owner.token,
      body: applicationBody(t),
    });
    const res = await t.call('PUT', `${C}/application/${created.body.data.id}`, {
      token: other.token,
      body: { amount: { amount: 2000, currency: 'MXN' } },
    });
    expect(res.status).toBe(404);
  });
});

describe('decision through PUT finish (one per outcome)', () => {
  it('approves (3) a documented, affordable application and stores the decision with its reasons', async () => {
    const { token, clientId } = await applicant(t);
    await withIdDocument(t, clientId);
    const app = await decided(t, token, 3_000);
    expect(app.status).toBe(S.accepted);
    const [decision] = await t.core.db
      .select()
      .from(schema.decisions)
      .where(eq(schema.decisions.applicationId, app.id));
    expect(decision).toMatchObject({ outcome: S.accepted, offeredAmount: 300_000, forced: false });
    expect(decision?.reasons.map((reason) => reason.code)).toEqual(['decision.approve']);
    expect(JSON.stringify(decision?.inputs)).not.toContain('curp');
  });

  it('decreases (17) a request above half a paycheck', async () => {
    const { token, clientId } = await applicant(t, { monthlyIncomePesos: 5_000 });
    await withIdDocument(t, clientId);
    const app = await decided(t, token, 3_000);
    expect(app.status).toBe(S.yhatDecrease);
    const actual = await t.call('GET', `${C}/application/actual`, { token });
    expect(actual.body.data.principalAmount.amount).toBe(2500);
    expect(actual.body.data.desiredLoanAmount.amount).toBe(3000);
  });

  it('sends a first client without an ID document to manual verification (14)', async () => {
    const { token } = await applicant(t);
    const app = await decided(t, token);
    expect(app.status).toBe(S.manualVerification);
    expect(app.flow).toMatchObject({ step: 'manual_page', errors: ['documents_needed'] });
  });

  it('rejects (6) an unemployed client', async () => {
    const { token } = await applicant(t, { employment: 'unemployed' });
    const app = await decided(t, token);
    expect(app.status).toBeUndefined();
    const flow = await t.call('GET', `${C}/flow`, { token });
    expect(flow.body.data).toMatchObject({ step: 'reject_page', errors: ['no_income_source'] });
  });

  it.each([
    [S.specialOffer, 'offer_decrease'],
    [S.yhatIncrease, 'offer_increase'],
    [S.decisionError, 'manual_page'],
  ])('gives outcome %i when the sandbox forces it (journey %s)', async (status, step) => {
    const { token } = await applicant(t);
    await forceDecision(t, token, status);
    const app = await decided(t, token, 3_000);
    expect(app.status).toBe(status);
    expect(app.flow.step).toBe(step);
  });
});

describe('counter-offers (spec §4)', () => {
  it('approving a decrease accepts an amount up to the offer, not above', async () => {
    const { token, clientId } = await applicant(t, { monthlyIncomePesos: 5_000 });
    await withIdDocument(t, clientId);
    await decided(t, token, 3_000);
    const above = await t.call('PUT', `${C}/yhat/offer/approve/decrease`, {
      token,
      body: { amount: { amount: 2600, currency: 'MXN' } },
    });
    expect(above.status).toBe(400);
    expect(above.body.errors?.[0]?.code).toBe('too_big');
    const special = await t.call('PUT', `${C}/special/offer/approve`, {
      token,
      body: { amount: { amount: 2500, currency: 'MXN' } },
    });
    expect(special.status).toBe(409);
    expect(special.body.code).toBe('invalid_transition');
    const ok = await t.call('PUT', `${C}/yhat/offer/approve/decrease`, {
      token,
      body: { amount: { amount: 2500, currency: 'MXN' } },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: S.accepted, loanAmount: { amount: 2500 } });
  });

  it('a special offer is approved through special/offer/approve', async () => {
    const { token } = await applicant(t);
    await forceDecision(t, token, S.specialOffer);
    await decided(t, token, 3_000);
    const decrease = await t.call('PUT', `${C}/yhat/offer/approve/decrease`, {
      token,
      body: { amount: { amount: 1500, currency: 'MXN' } },
    });
    expect(decrease.status).toBe(409);
    const res = await t.call('PUT', `${C}/special/offer/approve`, {
      token,
      body: { amount: { amount: 1500, currency: 'MXN' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: S.accepted, principalAmount: { amount: 1500 } });
    expect(res.body.data.fake).toBe(true);
  });

  it('accepts an increase, or refuses it by approving the desired amount', async () => {
    for (const [amount, expected] of [
      [4000, 4000],
      [3000, 3000],
    ] as const) {
      const { token } = await applicant(t);
      await forceDecision(t, token, S.yhatIncrease);
      await decided(t, token, 3_000);
      const actual = await t.call('GET', `${C}/application/actual`, { token });
      expect(actual.body.data.principalAmount.amount).toBe(4000);
      const res = await t.call('PUT', `${C}/yhat/offer/approve/increase`, {
        token,
        body: { amount: { amount, currency: 'MXN' } },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ status: S.accepted, loanAmount: { amount: expected } });
    }
  });

  it('refuses an increase below the desired amount', async () => {
    const { token } = await applicant(t);
    await forceDecision(t, token, S.yhatIncrease);
    await decided(t, token, 3_000);
    const res = await t.call('PUT', `${C}/yhat/offer/approve/increase`, {
      token,
      body: { amount: { amount: 2000, currency: 'MXN' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.code).toBe('too_small');
  });
});

describe('illegal transitions are 409 invalid_transition', () => {
  it.each([
    [
      'update the offer of an accepted application',
      S.accepted,
      'PUT',
      'application/:id',
      { amount: { amount: 2000, currency: 'MXN' } },
    ],
    [
      'approve a special offer on a decrease (17 → 3 via 13)',
      S.yhatDecrease,
      'PUT',
      'special/offer/approve',
      { amount: { amount: 1000, currency: 'MXN' } },
    ],
    [
      'approve a decrease on an increase',
      S.yhatIncrease,
      'PUT',
      'yhat/offer/approve/decrease',
      { amount: { amount: 3000, currency: 'MXN' } },
    ],
    [
      'approve an increase on a decrease',
      S.yhatDecrease,
      'PUT',
      'yhat/offer/approve/increase',
      { amount: { amount: 1500, currency: 'MXN' } },
    ],
    [
      'approve a counter-offer under manual verification',
      S.manualVerification,
      'PUT',
      'yhat/offer/approve/decrease',
      { amount: { amount: 1500, currency: 'MXN' } },
    ],
  ])('%s', async (_name, status, method, path, body) => {
    const { token } = await applicant(t);
    await forceDecision(t, token, status);
    const app = await decided(t, token, 3_000);
    const res = await t.call(method, `${C}/${path.replace(':id', String(app.id))}`, { token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.code).toBe('invalid_transition');
    const after = await t.call('GET', `${C}/application/actual/status`, { token });
    expect(after.body.data.status).toBe(status);
  });

  it('approving a counter-offer without an application is no_active_application', async () => {
    const { token } = await applicant(t);
    const res = await t.call('PUT', `${C}/special/offer/approve`, {
      token,
      body: { amount: { amount: 1000, currency: 'MXN' } },
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('no_active_application');
  });
});

describe('offer expiry', () => {
  it('expireOffers cancels a counter-offer whose time is up, and the offer answers 410', async () => {
    const { token } = await applicant(t);
    await forceDecision(t, token, S.yhatDecrease);
    const app = await decided(t, token, 3_000);
    const early = await expireOffers(t.core, t.clock.now());
    expect(early.expiredOffers).toBe(0);
    const later = new Date(t.clock.now().getTime() + 73 * 3_600_000);
    const result = await expireOffers(t.core, later);
    expect(result.canceledApplications).toBeGreaterThanOrEqual(1);
    const [row] = await t.core.db
      .select()
      .from(schema.applications)
      .where(eq(schema.applications.id, app.id));
    expect(row?.status).toBe(S.canceled);
    const offer = await t.call('GET', `${C}/application/${app.id}/offer/actual`, { token });
    expect(offer.status).toBe(410);
    expect(offer.body.code).toBe('offer_expired');
    // Idempotent: a second run changes nothing.
    expect((await expireOffers(t.core, later)).canceledApplications).toBe(0);
  });
});

describe('signing hand-over to the loans service', () => {
  it('forSigning locks an accepted application with its offer; markSigning then markCompleted', async () => {
    const { token, clientId } = await applicant(t);
    await forceDecision(t, token, S.accepted);
    const app = await decided(t, token, 3_000);
    const actor = { type: 'client' as const, id: clientId };
    await t.core.db.transaction(async (tx) => {
      const { application, offer } = await applicationForSigning(t.core, tx, clientId, app.id);
      expect(application.status).toBe(S.accepted);
      expect(offer.principal).toBe(300_000);
      await expect(markApplicationCompleted(t.core, tx, app.id, actor)).rejects.toMatchObject({
        code: 'invalid_transition',
      });
    });
    await t.core.db.transaction(async (tx) => {
      await markApplicationSigning(t.core, tx, app.id, actor);
      await markApplicationCompleted(t.core, tx, app.id, actor);
    });
    const [row] = await t.core.db
      .select()
      .from(schema.applications)
      .where(eq(schema.applications.id, app.id));
    expect(row?.status).toBe(S.completed);
    const audit = await t.core.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, String(app.id)));
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['application.create', 'application.status.2', 'application.status.4']),
    );
  });

  it('forSigning refuses an application that is not accepted', async () => {
    const { token, clientId } = await applicant(t);
    const created = await t.call('POST', `${C}/application`, { token, body: applicationBody(t) });
    await expect(
      t.core.db.transaction((tx) => applicationForSigning(t.core, tx, clientId, created.body.data.id)),
    ).rejects.toMatchObject({ code: 'invalid_transition' });
  });
});

describe('offers, promo codes and limits', () => {
  it('prices the client’s own offer through the calculator helper', async () => {
    const { token } = await applicant(t);
    const body = applicationBody(t);
    const dates = `${body.payDates.first_repayment_option},${body.payDates.second_repayment_option}`;
    const res = await t.call('GET', `${C}/arithmetic/offer/stl/3000/monthly/${dates}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.principal).toEqual({ amount: 3000, currency: 'MXN' });
    const bad = await t.call('GET', `${C}/arithmetic/offer/stl/9000/monthly/${dates}`, { token });
    expect(bad.status).toBe(400);
  });

  it('checks a promo code', async () => {
    const { token } = await applicant(t);
    const good = await t.call('POST', `${C}/discounts/promo-code`, { token, body: { promoCode: 'amigo' } });
    expect(good.status).toBe(200);
    expect(good.body.data).toMatchObject({ promoCode: 'AMIGO', valid: true, discountPercent: 50 });
    const bad = await t.call('POST', `${C}/discounts/promo-code`, { token, body: { promoCode: 'NOPE' } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('promo_code_invalid');
  });

  it('recomputes the available amount at most every 12 hours', async () => {
    const { token } = await applicant(t);
    const first = await t.call('PUT', `${C}/yhat/limit`, { token });
    expect(first.status).toBe(200);
    expect(first.body.data.availableLoanAmount).toEqual({ amount: 4000, currency: 'MXN' });
    t.clock.advance(60_000);
    const again = await t.call('PUT', `${C}/yhat/limit`, { token });
    expect(again.body.data.updatedAt).toBe(first.body.data.updatedAt);
    const profile = await t.call('GET', C, { token });
    expect(profile.body.data.availableLoanAmount.amount).toBe(4000);
  });
});

describe('PUT /web/private/client/complete-back-office-client', () => {
  it('sets the password once; a second call is a conflict', async () => {
    const { token } = await applicant(t);
    const body = {
      password: 'Girasol2026',
      repeatPassword: 'Girasol2026',
      consents: { termsAndConditions: true, privacyNotice: true, creditBureau: true, marketing: false },
    };
    const first = await t.call('PUT', `${C}/complete-back-office-client`, { token, body });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await t.call('PUT', `${C}/complete-back-office-client`, { token, body });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('conflict');
  });
});

describe('the loading page: PUT finish works for every client type (issue 11)', () => {
  it('answers a repeat client, whose application was decided when created, with its step', async () => {
    const { token, clientId } = await applicant(t);
    await withIdDocument(t, clientId);
    await t.core.db
      .update(schema.clients)
      .set({ closedLoansCount: 1 })
      .where(eq(schema.clients.id, clientId));
    const created = await t.call('POST', `${C}/application`, { token, body: applicationBody(t, 3_000) });
    expect(created.status).toBe(201);
    expect(created.body.data.status).not.toBe(S.new);
    const finished = await t.call('PUT', `${C}/finish`, { token });
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    const flow = await t.call('GET', `${C}/flow`, { token });
    expect(finished.body.data).toEqual(flow.body.data);
  });

  it('answers a reload of the page with the decision as it stands, changing nothing', async () => {
    const { token } = await applicant(t);
    await forceDecision(t, token, S.manualVerification);
    const app = await decided(t, token, 3_000);
    expect(app.status).toBe(S.manualVerification);
    const again = await t.call('PUT', `${C}/finish`, { token });
    expect(again.status).toBe(200);
    expect(again.body.data.step).toBe('manual_page');
    const decisions = await t.core.db
      .select()
      .from(schema.decisions)
      .where(eq(schema.decisions.applicationId, app.id));
    expect(decisions).toHaveLength(1);
  });

  it('answers a client rejected just now with the reject page, and one with no application 404', async () => {
    const { token } = await applicant(t, { employment: 'unemployed' });
    await decided(t, token);
    const again = await t.call('PUT', `${C}/finish`, { token });
    expect(again.status).toBe(200);
    expect(again.body.data.step).toBe('reject_page');
    const fresh = await applicant(t);
    expect(await t.call('PUT', `${C}/finish`, { token: fresh.token })).toMatchObject({
      status: 404,
      body: { code: 'no_active_application' },
    });
  });
});

describe('cool-off after a rejection (issue 11, ADR 208)', () => {
  it('shows the day the client may apply again on the reject page and refuses earlier', async () => {
    const { token } = await applicant(t, { employment: 'unemployed' });
    await decided(t, token);
    const flow = await t.call('GET', `${C}/flow`, { token });
    // Decided on 2026-03-02 (the test clock); 30 days by default.
    expect(flow.body.data).toMatchObject({ step: 'reject_page', reapplyFrom: '2026-04-01' });
    const again = await t.call('POST', `${C}/application`, { token, body: applicationBody(t, 3_000) });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'reapply_cool_off', params: { reapplyFrom: '2026-04-01' } });
    expect(again.body.message).toContain('2026-04-01');
    try {
      // Configurable: 0 days lets the client apply at once.
      await writeReapplyCoolOffDays(t.core.db, 0);
      const flowNow = await t.call('GET', `${C}/flow`, { token });
      expect(flowNow.body.data.step).not.toBe('reject_page');
      const now = await t.call('POST', `${C}/application`, { token, body: applicationBody(t, 3_000) });
      expect(now.status, JSON.stringify(now.body)).toBe(201);
    } finally {
      await writeReapplyCoolOffDays(t.core.db, 30);
    }
  });
});

describe('reasons a borrower can read and their wait (issue 52, ADR 293)', () => {
  it('an income below the minimum: the reasons in borrower terms, two months on the reject page and at the door', async () => {
    const { token } = await applicant(t, { monthlyIncomePesos: 3_000 });
    await decided(t, token);
    const reasons = await t.call('GET', `${C}/decision-reasons`, { token });
    expect(reasons.status, JSON.stringify(reasons.body)).toBe(200);
    expect(reasons.body.data).toMatchObject({ status: 6, reapply: 'from_date', reapplyFrom: '2026-05-01' });
    expect(reasons.body.data.reasons[0]).toBe('income_below_amount');
    // Nothing of the engine's: no rule, code, amount or threshold in what the borrower gets.
    expect(JSON.stringify(reasons.body.data)).not.toMatch(/decision\.|income"|affordab|400000|300000/);
    // Decided on 2026-03-02: 60 days for income, past the general 30 (2026-04-01).
    const flow = await t.call('GET', `${C}/flow`, { token });
    expect(flow.body.data).toMatchObject({ step: 'reject_page', reapplyFrom: '2026-05-01' });
    const again = await t.call('POST', `${C}/application`, { token, body: applicationBody(t, 3_000) });
    expect(again.body).toMatchObject({ code: 'reapply_cool_off', params: { reapplyFrom: '2026-05-01' } });
  });

  it('is 404 before any decision', async () => {
    const { token } = await applicant(t);
    expect(await t.call('GET', `${C}/decision-reasons`, { token })).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
  });
});

describe('the CLABE comes before signing a bank transfer (issue 10, spec client status 5)', () => {
  it('asks for the account, shows status 5, spends no SMS code, and goes on once it is saved', async () => {
    const { token, clientId } = await applicant(t);
    await withIdDocument(t, clientId);
    const app = await decided(t, token, 3_000);
    expect(app.status).toBe(S.accepted);
    expect(app.flow).toMatchObject({ step: 'direct_debit_information', errors: ['clabe_required'] });
    expect((await t.call('GET', C, { token })).body.data.status).toBe(5);
    const outboxBefore = await t.core.db.select().from(schema.outbox);
    const code = await t.call('POST', `${C}/application/agreement/${app.id}/sms-code`, { token });
    expect(code.status).toBe(409);
    expect(code.body.code).toBe('clabe_required');
    expect(await t.core.db.select().from(schema.outbox)).toHaveLength(outboxBefore.length);
    const sign = await t.call('POST', `${C}/application/agreement/${app.id}`, {
      token,
      body: { smsCode: '123' },
    });
    expect(sign.body.code).toBe('clabe_required');

    const saved = await t.call('POST', `${C}/bank/saveAccountNumber`, {
      token,
      body: { accountNumber: makeClabe('002', '010', 7_100_000_001) },
    });
    expect(saved.status).toBe(200);
    expect((await t.call('GET', C, { token })).body.data.status).toBe(1);
    const flow = await t.call('GET', `${C}/flow`, { token });
    expect(flow.body.data.errors).not.toContain('clabe_required');
    expect((await t.call('POST', `${C}/application/agreement/${app.id}/sms-code`, { token })).status).toBe(
      200,
    );
  });
});
