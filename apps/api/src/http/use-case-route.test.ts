import { backOfficeComplaintEndpoints as e } from '@lender/contracts';
import { CoreError, useCases } from '@lender/core';
import { describe, expect, it } from 'vitest';
import { centavosAt, useCaseRoute } from './use-case-route';

const { backOffice } = useCases;

describe('useCaseRoute', () => {
  it('pairs an endpoint with the use case of its input, and TypeScript refuses another', () => {
    expect(useCaseRoute(e.complaint, backOffice.complaint).endpoint).toBe(e.complaint);
    // A use case that reads a query cannot answer an endpoint that has only a path parameter.
    // @ts-expect-error `complaintsMonth` takes `{ query }`, `backOffice.complaint` gives `{ params }`
    expect(useCaseRoute(e.complaint, backOffice.complaintsMonth).endpoint.id).toBe('backOffice.complaint');
  });
});

describe('centavosAt: the pesos of a request in centavos, once', () => {
  it('converts each named amount, leaves the rest and the request as they were', () => {
    const request = {
      actorId: 7,
      params: { id: 3, amount: 1500.5 },
      query: undefined,
      body: { loanAmount: { amount: 0.07, currency: 'MXN' }, promoCode: 'AMIGO' },
      requester: '127.0.0.1',
    };
    const input = centavosAt(request, [
      ['body', 'loanAmount', 'amount'],
      ['params', 'amount'],
    ]);
    expect(input).toEqual({
      ...request,
      params: { id: 3, amount: 150_050 },
      body: { loanAmount: { amount: 7, currency: 'MXN' }, promoCode: 'AMIGO' },
    });
    expect(request.body.loanAmount.amount).toBe(0.07);
    expect(request.params.amount).toBe(1500.5);
  });

  it('skips an amount the request does not carry (an optional one)', () => {
    const request = { actorId: 1, params: undefined, query: {}, body: { note: 'x' }, requester: '' };
    expect(
      centavosAt(request, [
        ['body', 'amount', 'amount'],
        ['query', 'amount'],
      ]),
    ).toEqual(request);
  });

  it('refuses more than two decimals as validation_failed naming the field', () => {
    const request = { actorId: 1, params: undefined, query: undefined, body: { amount: { amount: 10.005 } } };
    let error: unknown;
    try {
      centavosAt(request, [['body', 'amount', 'amount']]);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CoreError);
    expect((error as CoreError).code).toBe('validation_failed');
    expect(JSON.stringify(error)).toContain('"field":["amount","amount"]');
  });
});
