import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod';
import { generateMiniSource, MINI_ROOTS, MINI_SOURCE_URL } from './codegen/mini-codegen.js';
import { EnvelopeSchema, ErrorEnvelopeSchema, ViolationSchema } from './envelope.js';
import type { CalculatorConfig, ErrorEnvelope, Offer, Violation } from './index.js';
import * as mini from './mini.js';
import { OfferSchema } from './offer.js';
import { CalculatorConfigSchema } from './public/calculator.js';
import { publicCalculatorEndpoints } from './public/calculator-endpoints.js';
import { RefusalEnvelopeSchema, responseEnvelopeSchema } from './response-envelope.js';
import { describeDef } from './testing/describe-def.js';

// ADR 081: the browser reads the public calculator's answers with `zod/mini` forms generated from
// the classic schemas. These tests hold the generated file to its source and the two forms to the
// same results on real answers.

describe('src/mini.gen.ts', () => {
  it('is what the generator prints from the classic schemas now (run `gen:mini` when this fails)', () => {
    expect(readFileSync(MINI_SOURCE_URL, 'utf8')).toBe(generateMiniSource());
  });

  it('has the classic definitions: same kinds, checks, refinements, messages and params', () => {
    const marker = z.unknown();
    const pairs: [string, unknown, unknown][] = [
      ['ViolationSchema', ViolationSchema, mini.ViolationSchema],
      ['ErrorEnvelopeSchema', ErrorEnvelopeSchema, mini.ErrorEnvelopeSchema],
      ['RefusalEnvelopeSchema', RefusalEnvelopeSchema, mini.RefusalEnvelopeSchema],
      ['EnvelopeSchema', EnvelopeSchema(marker), mini.EnvelopeSchema(marker)],
      [
        'TokenEnvelopeSchema',
        responseEnvelopeSchema({
          ...publicCalculatorEndpoints.calculatorConfig,
          issuesToken: true,
          response: marker,
        }),
        mini.TokenEnvelopeSchema(marker),
      ],
      ['CalculatorConfigSchema', CalculatorConfigSchema, mini.CalculatorConfigSchema],
      ['OfferSchema', OfferSchema, mini.OfferSchema],
    ];
    // Every schema the generator exports is compared here.
    expect(pairs.map(([name]) => name)).toEqual(
      MINI_ROOTS.filter((root) => root.kind !== 'endpoints').map((root) => root.name),
    );
    for (const [name, classic, generated] of pairs) {
      expect(describeDef(generated), name).toEqual(describeDef(classic));
    }
  });

  it("carries what the SDK needs of the calculator's two calls, with the mini schemas", () => {
    for (const [key, call] of Object.entries(mini.publicCalculatorCalls)) {
      const endpoint = publicCalculatorEndpoints[key as keyof typeof publicCalculatorEndpoints];
      expect(call).toEqual({
        id: endpoint.id,
        method: endpoint.method,
        path: endpoint.path,
        request: {},
        response: call.response,
        responseContentType: endpoint.responseContentType,
        issuesToken: endpoint.issuesToken,
        idempotent: endpoint.idempotent,
      });
      expect(describeDef(call.response)).toEqual(describeDef(endpoint.response));
    }
  });

  it('infers the same types as the classic schemas', () => {
    expectTypeOf<z.output<typeof mini.CalculatorConfigSchema>>().toEqualTypeOf<CalculatorConfig>();
    expectTypeOf<z.output<typeof mini.OfferSchema>>().toEqualTypeOf<Offer>();
    expectTypeOf<z.output<typeof mini.ErrorEnvelopeSchema>>().toEqualTypeOf<ErrorEnvelope>();
    expectTypeOf<z.output<typeof mini.ViolationSchema>>().toEqualTypeOf<Violation>();
  });
});

interface RecordedAnswer {
  request: string;
  status: number;
  body: unknown;
}

/**
 * Answers of the real API (apps/api's test app, recorded): the calculator's config, offers of both
 * sequences and four pay cycles with and without a promo code, and four refusals.
 */
const RECORDED: RecordedAnswer[] = JSON.parse(
  readFileSync(new URL('./testing/calculator-answers.json', import.meta.url), 'utf8'),
);

type Case = {
  name: string;
  /** Which schema reads it: the endpoint's success envelope, the error envelope, or the refusal. */
  reads: 'config' | 'offer' | 'token' | 'error' | 'refusal';
  body: unknown;
  valid: boolean;
};

const configAnswer = RECORDED.find((answer) => answer.request.endsWith('/config/calculator'));
const offerAnswers = RECORDED.filter((answer) => answer.request.includes('/offer/') && answer.status === 200);
const refusals = RECORDED.filter((answer) => answer.status >= 400);
if (configAnswer === undefined || offerAnswers.length === 0 || refusals.length === 0) {
  throw new Error('testing/calculator-answers.json lacks an answer this test reads');
}
const config = configAnswer.body as { success: true; data: Record<string, unknown> };
const offer = (
  offerAnswers.find((answer) => answer.request.includes('promoName=regresa20')) ?? offerAnswers[0]
)?.body as { success: true; data: Record<string, unknown> };
const refusal = refusals[0]?.body as Record<string, unknown>;

/** `body` with the value at `path` replaced (or removed, for `undefined`). */
function withValue(body: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let target = copy;
  for (const segment of path.slice(0, -1)) target = target[segment] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

const CASES: Case[] = [
  ...RECORDED.map((answer): Case => {
    const reads = answer.status >= 400 ? 'error' : answer.request.includes('/offer/') ? 'offer' : 'config';
    return { name: `recorded: ${answer.request} (${answer.status})`, reads, body: answer.body, valid: true };
  }),
  ...refusals.map(
    (answer): Case => ({
      name: `recorded refusal read leniently: ${answer.request}`,
      reads: 'refusal',
      body: answer.body,
      valid: true,
    }),
  ),
  // The calculator's config, broken one rule at a time.
  {
    name: 'config: an amount with three decimals',
    reads: 'config',
    body: withValue(config, ['data', 'amountLimits', 'interval'], 100.005),
    valid: false,
  },
  {
    name: 'config: a negative amount',
    reads: 'config',
    body: withValue(config, ['data', 'amountLimits', 'first', 'minAmount'], -1),
    valid: false,
  },
  {
    name: 'config: an unknown pay cycle',
    reads: 'config',
    body: withValue(config, ['data', 'initialStates', 'first', 'payCycle'], 'daily'),
    valid: false,
  },
  {
    name: 'config: a term in days that is not whole',
    reads: 'config',
    body: withValue(config, ['data', 'terms', 'minDays'], 7.5),
    valid: false,
  },
  {
    name: 'config: a term of zero days',
    reads: 'config',
    body: withValue(config, ['data', 'terms', 'maxDays'], 0),
    valid: false,
  },
  {
    name: 'config: a pay date of one date',
    reads: 'config',
    body: withValue(config, ['data', 'payDates', 'weekly', 0, 'dates'], ['2026-03-03']),
    valid: false,
  },
  {
    name: 'config: a day not written YYYY-MM-DD',
    reads: 'config',
    body: withValue(config, ['data', 'today'], '2026-3-1'),
    valid: false,
  },
  {
    name: 'config: a label param that is neither string nor number',
    reads: 'config',
    body: withValue(config, ['data', 'payDates', 'biweekly', 0, 'label', 'params', 'date'], true),
    valid: false,
  },
  {
    name: 'config: a missing pay cycle of pay dates',
    reads: 'config',
    body: withValue(config, ['data', 'payDates', 'monthly'], undefined),
    valid: false,
  },
  {
    name: 'config: an unknown key (dropped by both)',
    reads: 'config',
    body: withValue(config, ['data', 'newField'], 1),
    valid: true,
  },
  { name: 'config: data null', reads: 'config', body: withValue(config, ['data'], null), valid: false },
  // An offer, broken one rule at a time.
  {
    name: 'offer: a currency other than MXN',
    reads: 'offer',
    body: withValue(offer, ['data', 'principal', 'currency'], 'USD'),
    valid: false,
  },
  {
    name: 'offer: an infinite amount (JSON 1e400)',
    reads: 'offer',
    body: JSON.parse(JSON.stringify(offer).replace('"amount":8000', '"amount":1e400')),
    valid: false,
  },
  {
    name: 'offer: an amount written as a string',
    reads: 'offer',
    body: withValue(offer, ['data', 'total', 'amount'], '9329.59'),
    valid: false,
  },
  {
    name: 'offer: a date that is not on the calendar',
    reads: 'offer',
    body: withValue(offer, ['data', 'endDate'], '2026-02-30'),
    valid: false,
  },
  {
    name: 'offer: a negative APR',
    reads: 'offer',
    body: withValue(offer, ['data', 'apr'], -1),
    valid: false,
  },
  {
    name: 'offer: a term unit other than day',
    reads: 'offer',
    body: withValue(offer, ['data', 'term', 'unit'], 'month'),
    valid: false,
  },
  {
    name: 'offer: an unknown extension type',
    reads: 'offer',
    body: withValue(offer, ['data', 'extensions', 0, 'type'], 'medium'),
    valid: false,
  },
  {
    name: 'offer: a promo code with spaces (trimmed by both)',
    reads: 'offer',
    body: withValue(offer, ['data', 'promoCode'], '  REGRESA20 '),
    valid: true,
  },
  {
    name: 'offer: a promo code of one letter',
    reads: 'offer',
    body: withValue(offer, ['data', 'promoCode'], 'R'),
    valid: false,
  },
  {
    name: 'offer: no promo code',
    reads: 'offer',
    body: withValue(offer, ['data', 'promoCode'], null),
    valid: true,
  },
  {
    name: 'offer: a missing discount percent',
    reads: 'offer',
    body: withValue(offer, ['data', 'discountPercent'], undefined),
    valid: false,
  },
  {
    name: 'offer: success not a boolean',
    reads: 'offer',
    body: withValue(offer, ['success'], 'yes'),
    valid: false,
  },
  {
    name: 'offer: a violation list on a success',
    reads: 'offer',
    body: withValue(offer, ['errors'], [{ propertyPath: '', code: 'x', message: 'y' }]),
    valid: true,
  },
  {
    name: 'offer: a token issued with it',
    reads: 'token',
    body: withValue(offer, ['Authorization'], 'a.b.c'),
    valid: true,
  },
  { name: 'offer: a token missing where one is issued', reads: 'token', body: offer, valid: false },
  // Refusals.
  {
    name: 'error: no message',
    reads: 'error',
    body: withValue(refusal, ['message'], undefined),
    valid: false,
  },
  {
    name: 'refusal: no message, code or data',
    reads: 'refusal',
    body: { success: false, errors: refusal.errors },
    valid: true,
  },
  {
    name: 'refusal: success true',
    reads: 'refusal',
    body: withValue(refusal, ['success'], true),
    valid: false,
  },
  {
    name: 'refusal: a violation without its code',
    reads: 'refusal',
    body: withValue(refusal, ['errors', 0, 'code'], undefined),
    valid: false,
  },
  {
    name: 'refusal: violation params of a boolean',
    reads: 'refusal',
    body: withValue(refusal, ['errors', 0, 'params'], { min: false }),
    valid: false,
  },
  {
    name: 'refusal: params with a number',
    reads: 'refusal',
    body: withValue(refusal, ['params'], { minWidth: 600 }),
    valid: true,
  },
];

type Result =
  | { success: true; data: unknown }
  | { success: false; data?: undefined; error: { issues: readonly z.core.$ZodIssue[] } };
type Parser = { safeParse(value: unknown): Result };

const READERS: Record<Case['reads'], { classic: Parser; mini: Parser }> = {
  config: {
    classic: responseEnvelopeSchema(publicCalculatorEndpoints.calculatorConfig),
    mini: mini.responseEnvelopeSchema(mini.publicCalculatorCalls.calculatorConfig),
  },
  offer: {
    classic: responseEnvelopeSchema(publicCalculatorEndpoints.arithmeticOffer),
    mini: mini.responseEnvelopeSchema(mini.publicCalculatorCalls.arithmeticOffer),
  },
  token: {
    classic: responseEnvelopeSchema({
      ...publicCalculatorEndpoints.arithmeticOffer,
      issuesToken: true,
    }),
    mini: mini.responseEnvelopeSchema({
      ...mini.publicCalculatorCalls.arithmeticOffer,
      issuesToken: true,
    }),
  },
  error: { classic: ErrorEnvelopeSchema, mini: mini.ErrorEnvelopeSchema },
  refusal: { classic: RefusalEnvelopeSchema, mini: mini.RefusalEnvelopeSchema },
};

const issuesOf = (result: Result) =>
  result.success ? [] : result.error.issues.map(({ code, path, message }) => ({ code, path, message }));

describe('the classic and the mini forms read real answers alike', () => {
  it('reads at least thirty answers, valid and invalid', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
    expect(CASES.some((c) => c.valid) && CASES.some((c) => !c.valid)).toBe(true);
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, { reads, body, valid }) => {
    const { classic, mini: generated } = READERS[reads];
    const expected = classic.safeParse(body);
    const actual = generated.safeParse(body);
    expect(expected.success).toBe(valid);
    expect(actual.success).toBe(expected.success);
    expect(actual.data).toStrictEqual(expected.data);
    expect(issuesOf(actual)).toStrictEqual(issuesOf(expected));
  });
});
