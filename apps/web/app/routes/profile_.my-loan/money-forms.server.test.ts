// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { myLoanFormAction } from './my-loan.server';

// Money a borrower types on "Mi préstamo" is the money that moves (issue 61): "Pagar → Otro
// monto", "Prometo pagar" and "Ya pagué por SPEI" read pesos and centavos exactly and the API gets
// those centavos (its body is pesos with two decimals); a third decimal or a decimal comma is
// refused beside the field and nothing is sent.

type Ctx = Parameters<typeof myLoanFormAction>[0];
const money = (amount: number) => ({ amount, currency: 'MXN' as const });
const ok = <T>(data: T) => ({ success: true as const, status: 200, data });

function fakeApi(outstanding = 3219.24) {
  const calls: { method: string; body: Record<string, unknown> }[] = [];
  const record = (method: string, answer: unknown) => async (input: { body: Record<string, unknown> }) => {
    calls.push({ method, body: input.body });
    return ok(answer);
  };
  const ctx = {
    api: {
      client: {
        activeLoan: async () => ok({ outstanding: money(outstanding) }),
        paymentReference: record('paymentReference', { reference: 'R1' }),
        directDebitConsent: record('directDebitConsent', {}),
        chargeRollover: record('chargeRollover', { amount: money(0) }),
        makePromise: record('makePromise', { promisedDate: '2026-03-27' }),
        claimSpeiPayment: record('claimSpeiPayment', { outcome: 'applied' }),
      },
    },
  } as unknown as Ctx;
  return { ctx, calls };
}

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

/** The action's answer (Remix `data()`), and its status. */
async function run(ctx: Ctx, fields: Record<string, string>) {
  const answer = (await myLoanFormAction(ctx, formOf(fields))) as unknown as {
    data: { fieldErrors?: Record<string, string> };
    init?: { status?: number } | null;
  };
  return { data: answer.data, status: answer.init?.status ?? 200 };
}

/** The centavos an API body's pesos carry (two decimals at most, by contract). */
const centavosIn = (pesos: unknown) => {
  const amount = typeof pesos === 'object' && pesos ? (pesos as { amount: number }).amount : Number(pesos);
  const text = amount.toFixed(2);
  expect(Number(text)).toBe(amount); // no float tail such as 25.499999
  return Number(text.replace('.', ''));
};

const TYPED: [string, number][] = [
  ['25.50', 2550],
  ['3,219.24', 321924],
  ['0.01', 1],
  ['$3219.24', 321924],
  ['3219', 321900],
];

describe('"Pagar → Otro monto" by SPEI reference', () => {
  it.each(TYPED.filter(([, centavos]) => centavos >= 1000))(
    '%s typed asks for a reference of exactly %i centavos',
    async (typed, centavos) => {
      const { ctx, calls } = fakeApi();
      const { data, status } = await run(ctx, {
        intent: 'pay',
        what: 'partial',
        channel: 'spei',
        amount: typed,
      });
      expect(status).toBe(200);
      expect(data.fieldErrors).toEqual({});
      expect(calls).toHaveLength(1);
      expect(calls[0]?.method).toBe('paymentReference');
      expect(centavosIn(calls[0]?.body.amount)).toBe(centavos);
    },
  );

  it.each([
    ['1.234', 'dos cifras como máximo'],
    ['3219,24', 'Usa punto para los centavos'],
    ['-5', 'Escribe el monto en pesos'],
    ['abc', 'Escribe el monto en pesos'],
  ])('%s is refused on the amount field and nothing is asked of the API', async (typed, words) => {
    const { ctx, calls } = fakeApi();
    const { data, status } = await run(ctx, {
      intent: 'pay',
      what: 'partial',
      channel: 'spei',
      amount: typed,
    });
    expect(status).toBe(400);
    expect(data.fieldErrors?.amount).toContain(words);
    expect(calls).toEqual([]);
  });

  it('a centavo above what is owed is out of range (never $321,924 for 3219.24)', async () => {
    const { ctx, calls } = fakeApi(3219.24);
    const { data } = await run(ctx, { intent: 'pay', what: 'partial', channel: 'cash', amount: '3219.25' });
    expect(data.fieldErrors?.amount).toMatch(/\$3,219\.24/);
    expect(calls).toEqual([]);
    const exact = await run(ctx, { intent: 'pay', what: 'partial', channel: 'cash', amount: '3219.24' });
    expect(exact.data.fieldErrors).toEqual({});
    expect(centavosIn(calls[0]?.body.amount)).toBe(321924);
  });

  it('0.01 reads as one centavo, below the smallest payment: the range is said, not a typing error', async () => {
    const { ctx, calls } = fakeApi();
    const { data } = await run(ctx, { intent: 'pay', what: 'partial', channel: 'spei', amount: '0.01' });
    expect(data.fieldErrors?.amount).toMatch(/\$\d+\.\d{2}/);
    expect(data.fieldErrors?.amount).not.toContain('centavos');
    expect(calls).toEqual([]);
  });

  it("the API's refusal above the payoff is said on the amount, naming the payoff", async () => {
    const { ctx } = fakeApi();
    (ctx.api.client as unknown as Record<string, unknown>).paymentReference = async () => ({
      success: false,
      status: 409,
      data: null,
      code: 'payment_exceeds_balance',
      params: { owed: 3219.24, payoff: 321924 },
      errors: { amount: { code: 'payment_exceeds_balance', message: 'x' } },
      violations: [],
      message: 'x',
    });
    const { data, status } = await run(ctx, { intent: 'pay', what: 'full', channel: 'spei' });
    expect(status).toBe(409);
    expect(data.fieldErrors?.amount).toBe(
      'Es más de lo que debes: hoy liquidas tu préstamo con $3,219.24. Escribe esa cantidad o menos.',
    );
  });

  it('by card, the charge carries the exact centavos', async () => {
    const { ctx, calls } = fakeApi();
    await run(ctx, { intent: 'pay', what: 'partial', channel: 'card', consent: 'on', amount: '25.50' });
    const charge = calls.find((call) => call.method === 'chargeRollover');
    expect(centavosIn(charge?.body.amount)).toBe(2550);
  });
});

describe('"Prometo pagar"', () => {
  it.each(TYPED)('%s typed promises exactly %i centavos', async (typed, centavos) => {
    const { ctx, calls } = fakeApi();
    const { data } = await run(ctx, { intent: 'promise', promiseDate: '2026-03-27', promiseAmount: typed });
    expect(data.fieldErrors).toEqual({});
    expect(calls[0]?.method).toBe('makePromise');
    expect(centavosIn(calls[0]?.body.amount)).toBe(centavos);
    expect((data as { promised?: { amount: number } }).promised?.amount).toBe(centavos);
  });

  it.each([
    ['1.234', 'dos cifras'],
    ['3219,24', 'Usa punto'],
  ])('%s is refused beside the amount', async (typed, words) => {
    const { ctx, calls } = fakeApi();
    const { data } = await run(ctx, { intent: 'promise', promiseDate: '2026-03-27', promiseAmount: typed });
    expect(data.fieldErrors?.promiseAmount).toContain(words);
    expect(calls).toEqual([]);
  });
});

describe('"Ya pagué por SPEI → Monto que transferiste"', () => {
  const claim = (amount: string) => ({
    intent: 'spei-claim',
    date: '2026-03-02',
    amount,
    trackingKey: 'MBAN01002603020001',
    senderBank: '012',
  });

  it.each(TYPED)('%s typed claims exactly %i centavos', async (typed, centavos) => {
    const { ctx, calls } = fakeApi();
    const { data } = await run(ctx, claim(typed));
    expect(data.fieldErrors).toEqual({});
    expect(calls[0]?.method).toBe('claimSpeiPayment');
    expect(centavosIn(calls[0]?.body.amount)).toBe(centavos);
  });

  it.each([
    ['1.234', 'dos cifras'],
    ['3219,24', 'Usa punto'],
    ['0', 'menor de lo permitido'],
  ])('%s is refused beside the amount and nothing is claimed', async (typed, words) => {
    const { ctx, calls } = fakeApi();
    const { data, status } = await run(ctx, claim(typed));
    expect(status).toBe(400);
    expect(data.fieldErrors?.amount).toContain(words);
    expect(calls).toEqual([]);
  });
});
