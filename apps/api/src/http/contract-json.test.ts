import { EnvelopeSchema, ViolationSchema } from '@lender/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { compiledJsonWriter } from './contract-json';

/** A contract-like schema: nested objects, an array, an optional, a nullable, an enum, numbers. */
const LineSchema = z.object({
  label: z.string(),
  amount: z.object({ amount: z.number(), currency: z.literal('MXN') }),
  days: z.number().int(),
  kind: z.enum(['cheap', 'expensive']),
  note: z.string().nullable(),
  tags: z.array(z.string()),
  hint: z.string().optional(),
});
const write = compiledJsonWriter(EnvelopeSchema(LineSchema));

/** Strings with what JSON must escape: quotes, backslashes, control characters, lone surrogates. */
const text = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    '"',
    '\\',
    '\n\t\r\b\f',
    '\u0000\u001f',
    '\u2028\u2029',
    '</script>',
    '\ud800',
    'año ✓ 💸',
  ),
);

const line = fc.record(
  {
    label: text,
    amount: fc.record({
      amount: fc.double({ noNaN: true, noDefaultInfinity: true }),
      currency: fc.constant('MXN' as const),
    }),
    days: fc.integer(),
    kind: fc.constantFrom('cheap' as const, 'expensive' as const),
    note: fc.option(text, { nil: null }),
    tags: fc.array(text, { maxLength: 4 }),
    hint: text,
  },
  { requiredKeys: ['label', 'amount', 'days', 'kind', 'note', 'tags'] },
);

/** A line of the schema with nothing unusual in it. */
const plainLine: z.output<typeof LineSchema> = {
  label: 'x',
  amount: { amount: 1, currency: 'MXN' },
  days: 1,
  kind: 'cheap',
  note: null,
  tags: [],
};

describe('compiledJsonWriter', () => {
  it('writes what JSON.stringify writes for any value built in the schema’s order, required fields first', () => {
    fc.assert(
      fc.property(line, fc.option(text, { nil: undefined }), (data, message) => {
        // As `successEnvelope` builds it: success, data, then what is optional.
        const envelope = { success: true, data, ...(message !== undefined && { message }) };
        expect(write(envelope)).toBe(JSON.stringify(envelope));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes -0 and the largest and smallest numbers as JSON.stringify does', () => {
    for (const amount of [-0, Number.MAX_VALUE, Number.MIN_VALUE, 1e21, 1e-7, 0.1 + 0.2, 2_482.79]) {
      const envelope = {
        success: true,
        data: { ...plainLine, amount: { amount, currency: 'MXN' as const } },
      };
      expect(write(envelope)).toBe(JSON.stringify(envelope));
    }
  });

  it('writes nothing the contract does not name', () => {
    const data = plainLine;
    const leaked = { ...data, clabe: '002010077777777771', amount: { ...data.amount, cost: 3 } };
    expect(write({ success: true, data: leaked })).toBe(JSON.stringify({ success: true, data }));
  });

  it('refuses a value without a field the contract requires', () => {
    const { note: _note, ...withoutNote } = plainLine;
    expect(() =>
      write({ success: true, data: withoutNote as unknown as z.output<typeof LineSchema> }),
    ).toThrow(/note/);
  });

  it('compiles a contract schema with shared definitions (a violation list)', () => {
    const writeViolations = compiledJsonWriter(z.object({ errors: z.array(ViolationSchema) }));
    const value = {
      errors: [
        {
          propertyPath: 'children[firstName].data',
          code: 'too_short',
          message: 'Muy corto.',
          params: { min: 2, unit: 'letras' },
        },
      ],
    };
    expect(writeViolations(value)).toBe(JSON.stringify(value));
  });
});
