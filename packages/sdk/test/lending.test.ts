import { APPLICATION_STATUS, LOAN_STATUS } from '@lender/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdempotencyKey } from '../src/idempotency';
import { unwrap } from '../src/unwrap';
import { loadCore, type RunningApi, startApi } from './api-server';
import { borrowers } from './borrower';

// Issue 7 "Tests against the real API server": the lending lifecycle through the SDK's typed methods
// against the API started in process on a fresh database — application (201, Idempotency-Key reused
// on a retry), offer, decision, flow and journey, the agreement's SMS code and signing, the payout,
// the active loan and its schedule, an extension, a repayment, the loan documents as PDF, and a
// counter-offer approved.

let server: RunningApi;
let helpers: Awaited<ReturnType<typeof borrowers>>;
beforeAll(async () => {
  server = await startApi();
  helpers = await borrowers(server, 'SDKL');
});
afterAll(() => server.stop());

const AMOUNT_PESOS = 2_000;
const PARTIAL_PESOS = 500;

describe('a loan’s life through the SDK', () => {
  it('applies, is approved, signs, is paid out, extends and repays in part', async () => {
    const borrower = await helpers.onboard({ idPhoto: true });

    // The application: 201; a response lost on the way makes the SDK retry with the same key, and
    // the server answers the stored response again (Idempotent-Replayed), so one application exists.
    const replayed: Array<string | null> = [];
    let dropped = false;
    const flaky = helpers.session({
      getToken: () => borrower.state.token,
      fetch: (async (input: Parameters<typeof globalThis.fetch>[0], init?: RequestInit) => {
        const response = await globalThis.fetch(input, init);
        replayed.push(response.headers.get('idempotent-replayed'));
        if (dropped) return response;
        dropped = true;
        return new Response(null, { status: 503 }); // the first answer never reaches the client
      }) as typeof globalThis.fetch,
    });
    const idempotencyKey = createIdempotencyKey();
    const created = await flaky.api.client.createApplication({
      body: helpers.applicationBody(AMOUNT_PESOS),
      idempotencyKey,
    });
    expect(created).toMatchObject({ success: true, status: 201 });
    expect(replayed).toEqual([null, 'true']);
    if (!created.success) return;
    const applicationId = created.data.id;
    expect(created.data).toMatchObject({
      status: APPLICATION_STATUS.new,
      fake: false,
      principalAmount: { amount: AMOUNT_PESOS },
    });

    const { api } = borrower;
    expect(unwrap(await api.client.actualApplication())).toMatchObject({ id: applicationId });
    expect(unwrap(await api.client.actualApplicationStatus())).toEqual({
      id: applicationId,
      status: APPLICATION_STATUS.new,
    });
    const offer = unwrap(await api.client.actualOffer({ params: { id: applicationId } }));
    expect(offer.offer.principal).toEqual({ amount: AMOUNT_PESOS, currency: 'MXN' });
    expect(offer.offer.total.amount).toBeGreaterThan(AMOUNT_PESOS);

    // The decision: the real rules approve this borrower.
    expect((await api.client.finish()).success).toBe(true);
    expect(unwrap(await api.client.actualApplicationStatus())).toEqual({
      id: applicationId,
      status: APPLICATION_STATUS.accepted,
    });
    const flow = unwrap(await api.client.flow());
    const journey = unwrap(await api.client.journeyCurrent());
    expect(journey.step).toBe(flow.step);
    expect(journey).toMatchObject({
      applicationId,
      applicationStatus: APPLICATION_STATUS.accepted,
      loanId: null,
    });

    // Signing: the code requested through the SDK arrives by SMS (read from the outbox).
    server.clock.advance(61_000);
    const sent = await api.client.agreementSmsCode({ params: { id: applicationId } });
    expect(sent).toMatchObject({ success: true, status: 200 });
    const smsCode = await helpers.fixtures.lastCodeSentTo(server, borrower.phone);
    const signed = unwrap(
      await api.client.signAgreement({ params: { id: applicationId }, body: { smsCode } }),
    );
    expect(signed).toMatchObject({ applicationId, loanId: expect.any(Number) });
    const draft = unwrap(await api.client.activeLoan());
    expect(draft).toMatchObject({
      id: signed.loanId,
      status: LOAN_STATUS.draft,
      disbursement: { status: 'sent' },
    });

    // The payout confirms later, like SPEI (the jobs' task, run here by hand).
    server.clock.advance(120_000);
    await (await loadCore()).confirmPendingPayouts(server.core);
    const loan = unwrap(await api.client.activeLoan());
    expect(loan).toMatchObject({
      id: signed.loanId,
      applicationId,
      status: LOAN_STATUS.active,
      principal: { amount: AMOUNT_PESOS },
      outstanding: offer.offer.total,
      dueDate: offer.offer.endDate,
      disbursement: { method: 'bank_transfer', status: 'completed' },
    });
    const schedule = unwrap(await api.client.paymentSchedule());
    expect(schedule).toMatchObject({ loanId: loan.id, outstanding: offer.offer.total });
    expect(schedule.invoices.find((invoice) => invoice.status !== 'paid')?.dueDate).toBe(loan.dueDate);

    // The loan documents: listed, and downloaded as the PDF's bytes.
    const documents = unwrap(await api.client.documentList());
    expect(documents.length).toBeGreaterThan(0);
    const first = documents[0];
    if (!first) return;
    const pdf = unwrap(await api.client.documentDownloadTemporary({ params: { id: first.id } }));
    expect(pdf.contentType).toBe('application/pdf');
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');

    // A card, then the cheap extension's price and its fee; the due date moves.
    unwrap(await api.client.directDebitConsent({ body: { accepted: true, paymentType: 'card' } }));
    unwrap(
      await api.client.debitCard({
        body: { cardNumber: '4242424242424242', holderName: 'Juan Pérez', expiryMonth: 12, expiryYear: 2030 },
      }),
    );
    const rollover = unwrap(await api.client.chooseRollover({ body: { type: 'cheap' } }));
    expect(rollover).toMatchObject({ type: 'cheap', days: expect.any(Number) });
    expect(rollover.fee.amount).toBeGreaterThan(0);
    const fee = unwrap(
      await api.client.chargeRollover({ body: { kind: 'rollover', rolloverType: 'cheap' } }),
    );
    expect(fee.amount).toEqual(rollover.fee);
    await (await loadCore()).confirmPendingCharges(server.core);
    const extended = unwrap(await api.client.activeLoan());
    expect(extended.dueDate).toBe(rollover.newDueDate);
    expect(extended.outstanding).toEqual(offer.offer.total);

    // A partial repayment by card lowers what is owed by exactly its amount.
    unwrap(
      await api.client.chargeRollover({
        body: { kind: 'repayment', amount: { amount: PARTIAL_PESOS, currency: 'MXN' } },
      }),
    );
    await (await loadCore()).confirmPendingCharges(server.core);
    const repaid = unwrap(await api.client.activeLoan());
    expect(Math.round(repaid.outstanding.amount * 100)).toBe(
      Math.round(offer.offer.total.amount * 100) - PARTIAL_PESOS * 100,
    );

    // Issue 65: "Mi préstamo" in one read is the same loan, schedule, card and payments.
    const page = unwrap(await api.client.myLoan());
    expect(page.loan).toEqual(repaid);
    expect(page.invoices).toEqual(unwrap(await api.client.paymentSchedule()).invoices);
    expect(page.card?.masked).toBe('**** **** **** 4242');
    expect(page.payments.map((payment) => Math.round(payment.amount.amount * 100))).toContain(
      PARTIAL_PESOS * 100,
    );
    expect(page.documents).toEqual(unwrap(await api.client.documentList()));
  });

  it('refuses a second application while one is open, with the catalogue code', async () => {
    const borrower = await helpers.onboard();
    expect(
      (await borrower.api.client.createApplication({ body: helpers.applicationBody(1_000) })).status,
    ).toBe(201);
    const second = await borrower.api.client.createApplication({ body: helpers.applicationBody(1_000) });
    expect(second).toMatchObject({ success: false, status: 409, code: 'application_already_active' });
  });
});

describe('a counter-offer', () => {
  it('forces a decrease in the sandbox (qa-disable-flow cookie) and approves a lower amount', async () => {
    const borrower = await helpers.onboard({ idPhoto: true });
    const { api } = borrower;
    const qa = { headers: { cookie: 'qa-disable-flow=1' } };
    const refused = await api.client.sandboxStart();
    expect(refused).toMatchObject({ success: false, status: 403, code: 'sandbox_not_allowed' });
    const started = await api.client.sandboxStart(qa);
    expect(started).toMatchObject({ success: true, status: 200 });
    unwrap(await api.client.sandboxDecision({ body: { status: APPLICATION_STATUS.yhatDecrease }, ...qa }));

    const created = unwrap(await api.client.createApplication({ body: helpers.applicationBody(3_000) }));
    unwrap(await api.client.finish());
    expect(unwrap(await api.client.actualApplicationStatus())).toEqual({
      id: created.id,
      status: APPLICATION_STATUS.yhatDecrease,
    });

    const tooMuch = await api.client.approveDecrease({
      body: { amount: { amount: 3_000, currency: 'MXN' } },
    });
    expect(tooMuch).toMatchObject({ success: false, status: 400 });
    const actual = unwrap(await api.client.actualApplication());
    const lower = Math.min(actual.principalAmount.amount, 1_000);
    const approved = unwrap(
      await api.client.approveDecrease({ body: { amount: { amount: lower, currency: 'MXN' } } }),
    );
    expect(approved).toMatchObject({
      id: created.id,
      status: APPLICATION_STATUS.accepted,
      loanAmount: { amount: lower },
    });
  });
});
