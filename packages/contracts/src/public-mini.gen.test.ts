import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import * as entry from './audience/public.js';
import * as classic from './audience/public-classic.js';
import {
  generatePublicMiniSource,
  PUBLIC_MINI_SOURCE_URL,
  PUBLIC_SCHEMAS,
} from './codegen/public-mini-codegen.js';
import { describeDef } from './testing/describe-def.js';

// ADR 171: `@lender/contracts/public` is the `zod/mini` form of the public audience, generated from
// the classic schemas. These tests hold the file to its source and the entry to the classic one;
// `codegen/mini-codegen.kinds.test.ts` holds every schema's results to the classic ones.

const isClassic = (value: unknown) => value instanceof z.ZodType;

describe('src/public-mini.gen.ts', () => {
  it('is what the generator prints from the classic schemas now (run `gen:mini` when this fails)', () => {
    expect(readFileSync(PUBLIC_MINI_SOURCE_URL, 'utf8')).toBe(generatePublicMiniSource());
  });

  it('exports every name the classic public entry exports; beyond them, only schemas the others name', () => {
    const extra = Object.keys(entry).filter((name) => !(name in classic));
    expect(Object.keys(classic).filter((name) => !(name in entry))).toEqual([]);
    // The token envelope, and a schema with an OpenAPI id that the classic entry reaches unnamed.
    expect(extra.sort()).toEqual(['TokenEnvelopeSchema', 'UnsubscribeParamsSchema']);
  });

  it('has every schema in `zod/mini`, with the classic definition', () => {
    const names = Object.keys(PUBLIC_SCHEMAS);
    expect(names.length).toBeGreaterThan(110);
    for (const name of names) {
      const generated = (entry as Record<string, unknown>)[name];
      expect(isClassic(generated), `${name} is not a classic schema`).toBe(false);
      expect(describeDef(generated), name).toEqual(describeDef(PUBLIC_SCHEMAS[name]));
    }
  });

  it('has the envelope functions in `zod/mini`', () => {
    const marker = z.unknown();
    expect(isClassic(entry.EnvelopeSchema(marker))).toBe(false);
    expect(describeDef(entry.EnvelopeSchema(marker))).toEqual(describeDef(classic.EnvelopeSchema(marker)));
    const offer = entry.publicCatalogue['public.arithmeticOffer'];
    expect(describeDef(entry.responseEnvelopeSchema(offer))).toEqual(
      describeDef(classic.responseEnvelopeSchema(classic.publicCatalogue['public.arithmeticOffer'])),
    );
  });

  it('has the public catalogue: the same endpoints in the same order, with mini schemas', () => {
    expect(Object.keys(entry.publicCatalogue)).toEqual(Object.keys(classic.publicCatalogue));
    for (const [key, endpoint] of Object.entries(classic.publicCatalogue)) {
      const mini = entry.publicCatalogue[key as keyof typeof entry.publicCatalogue];
      const {
        tag: _tag,
        summary: _summary,
        description: _description,
        request,
        response,
        ...rest
      } = endpoint as typeof endpoint & { description?: string };
      const { request: miniRequest, response: miniResponse, ...miniRest } = mini;
      expect(miniRest, key).toEqual(rest);
      expect(Object.keys(miniRequest), key).toEqual(Object.keys(request));
      for (const part of ['params', 'query', 'body'] as const) {
        const classicPart = (request as Record<string, unknown>)[part];
        const miniPart = (miniRequest as Record<string, unknown>)[part];
        if (classicPart === undefined) continue;
        expect(isClassic(miniPart), `${key} ${part}`).toBe(false);
        expect(describeDef(miniPart), `${key} ${part}`).toEqual(describeDef(classicPart));
      }
      expect(isClassic(miniResponse), `${key} response`).toBe(false);
      expect(describeDef(miniResponse), `${key} response`).toEqual(describeDef(response));
    }
    // An endpoint in two maps is one object, as in the classic catalogue.
    expect(entry.publicCatalogue['public.arithmeticOffer']).toBe(
      entry.publicCalculatorEndpoints.arithmeticOffer,
    );
    expect(entry.publicEndpoints.arithmeticOffer).toBe(entry.publicCalculatorEndpoints.arithmeticOffer);
  });

  it('parses as the classic entry does (a registration body, a uniqueness check, an offer path)', () => {
    const outcome = (result: z.ZodSafeParseResult<unknown>) =>
      result.success
        ? { data: result.data }
        : { issues: result.error.issues.map(({ code, path, message }) => ({ code, path, message })) };
    const cases: [string, unknown][] = [
      ['ClientCheckParamsSchema', { key: 'email', value: ' Ana@Example.com ' }],
      ['ClientCheckParamsSchema', { key: 'nationalIdentificator', value: 'GODE561331HDFRRN09' }],
      ['ClabeSchema', '0020100777777777x1'],
      ['CardNumberSchema', '4111111111111111'],
      [
        'PublicOfferParamsSchema',
        { sequence_type: 'new', amount: '3000', payCycle: 'weekly', payDates: '15,30' },
      ],
      ['ClientRegistrationRequestSchema', { password: 'abcd', repeatPassword: 'abce' }],
    ];
    for (const [name, input] of cases) {
      const mini = (entry as unknown as Record<string, z.core.$ZodType>)[name] as z.core.$ZodType;
      expect(outcome(z.safeParse(mini, input)), name).toEqual(
        outcome(z.safeParse(PUBLIC_SCHEMAS[name] as z.ZodType, input)),
      );
    }
  });
});
