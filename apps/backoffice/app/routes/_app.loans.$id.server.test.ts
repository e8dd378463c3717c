// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { refused } from '../server/actions.server';
import type { SignedInAdmin } from '../server/auth.server';
import { parsePayment, parseRefund, paymentFieldWords } from './_app.loans.$id.server';

// Issue 61: money an admin types on a loan's page (a payment received outside the providers, a
// refund of a credit balance) reaches the API as the exact centavos typed, through the one parser.

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const payment = (amount: string) =>
  parsePayment(
    form({
      amount,
      paidOn: '2026-03-02',
      paymentForm: '01',
      reference: 'DEP-1',
      reason: 'Depósito en ventanilla',
    }),
  );
const refund = (amount: string) => parseRefund(form({ amount, reason: 'Saldo a favor del cliente' }));

describe('the loan page money forms', () => {
  it.each([
    ['25.50', 2550],
    ['3,219.24', 321924],
    ['0.01', 1],
  ])('a payment typed %s is sent as %i centavos', (typed, centavos) => {
    const read = payment(typed);
    expect(read).toEqual({
      ok: true,
      body: {
        amount: { amount: centavos / 100, currency: 'MXN' },
        paidOn: '2026-03-02',
        paymentForm: '01',
        reference: 'DEP-1',
        reason: 'Depósito en ventanilla',
      },
    });
    // The pesos the API reads back to centavos are the ones typed, not a float's neighbour.
    if (read.ok) expect(Math.round(read.body.amount.amount * 100)).toBe(centavos);
  });

  it.each([
    ['25.50', 2550],
    ['3,219.24', 321924],
    ['0.01', 1],
  ])('a refund typed %s asks for %i centavos', (typed, amountCentavos) => {
    expect(refund(typed)).toEqual({
      ok: true,
      body: { amountCentavos, reason: 'Saldo a favor del cliente' },
    });
  });

  it.each([
    ['3219,24', 'backoffice:money.comma'],
    ['25.505', 'backoffice:money.decimals'],
    ['0', 'backoffice:loans.amountInvalid'],
    ['-25.50', 'backoffice:loans.amountInvalid'],
  ])('%s is refused beside the amount on both forms, nothing sent', (typed, key) => {
    expect(payment(typed)).toEqual({ ok: false, fields: { amount: key } });
    expect(refund(typed)).toEqual({ ok: false, fields: { amount: key } });
  });

  it.each([[''], ['04'], ['17'], ['efectivo']])(
    'a form of payment %j is refused beside its field (only cash, a check or a transfer is recorded by hand)',
    (paymentForm) => {
      const read = parsePayment(
        form({ amount: '25.50', paidOn: '2026-03-02', paymentForm, reference: 'DEP-1', reason: 'Depósito' }),
      );
      expect(read).toEqual({ ok: false, fields: { paymentForm: 'backoffice:loans.paymentFormRequired' } });
    },
  );

  it('names every missing field of a payment at once', () => {
    expect(parsePayment(form({ amount: '3219,24' }))).toEqual({
      ok: false,
      fields: {
        amount: 'backoffice:money.comma',
        paidOn: 'backoffice:loans.dateInvalid',
        paymentForm: 'backoffice:loans.paymentFormRequired',
        reference: 'backoffice:loans.referenceRequired',
        reason: 'backoffice:client.reasonRequired',
      },
    });
    expect(parseRefund(form({ amount: '10' }))).toEqual({
      ok: false,
      fields: { reason: 'backoffice:client.reasonRequired' },
    });
  });

  it.each([
    ['children[reference].data', 'not_unique', { reference: 'backoffice:loans.referenceTaken' }],
    ['children[paidOn].data', 'too_big', { paidOn: 'backoffice:loans.paidOnFuture' }],
    ['children[paidOn].data', 'too_small', { paidOn: 'backoffice:loans.paidOnBeforeLoan' }],
    ['children[reference].data', 'too_long', { reference: 'errors:code.too_long' }],
  ])(
    "the API's refusal of %s (%s) is said beside its field, the form kept as typed",
    async (propertyPath, code, fields) => {
      const typed = form({ amount: '1,234.56', reference: 'DEP-SHARED', reason: 'Depósito' });
      const answer = (await refused(
        new Request('http://bo.test/loans/2'),
        {} as SignedInAdmin,
        'payment',
        {
          status: 400,
          code: 'validation_failed',
          message: 'Validation failed',
          violations: [{ propertyPath, code, message: 'refused' }],
        },
        { form: typed, fieldWords: paymentFieldWords },
      )) as unknown as { data: { fields: unknown; values: unknown } };
      expect(answer.data.fields).toEqual(fields);
      expect(answer.data.values).toMatchObject({ amount: '1,234.56', reference: 'DEP-SHARED' });
    },
  );
});
