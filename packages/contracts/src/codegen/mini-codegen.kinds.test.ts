import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import * as publicEntry from '../audience/public-classic.js';
import { generateMiniSource, MINI_ROOTS, type Root } from './mini-codegen.js';

// The kinds the generator learnt for the public schemas beyond the calculator's answers: coerced
// numbers, defaults, pipes, string formats (e-mail, base64, ISO date and date-time) and refinements
// with a path. For every public schema it can print now, the generated `zod/mini` form is written
// to a scratch module, imported, and held to the classic schema on the same inputs: same success,
// same data (defaults and coercion included), same issues (code, path, message).

type Schemas = Record<string, z.core.$ZodType>;
const classic: Schemas = Object.fromEntries(
  Object.entries(publicEntry as Record<string, unknown>).filter(
    (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
  ),
);

/** The public schemas the generator refuses, with why: none since ADR 171 (a new one must say why). */
const REFUSED: Record<string, string> = {};

const calculatorRoots: Root[] = MINI_ROOTS.filter((root) => root.kind !== 'endpoints');
const rootOf = (name: string): Root => ({
  kind: 'schema',
  name,
  doc: name,
  schema: classic[name] as z.ZodType,
});

function printable(name: string): boolean {
  try {
    generateMiniSource([...calculatorRoots, rootOf(name)]);
    return true;
  } catch {
    return false;
  }
}

const names = Object.keys(classic).sort();
const covered = names.filter(
  (name) => !(name in REFUSED) && !calculatorRoots.some((root) => root.name === name),
);
const scratch = new URL(`../mini-kinds-${process.pid}.tmp.ts`, import.meta.url);
let mini: Schemas = {};

beforeAll(async () => {
  const roots: Root[] = [...calculatorRoots];
  for (const name of covered) roots.push(rootOf(name));
  writeFileSync(scratch, generateMiniSource(roots, '// scratch module of mini-codegen.kinds.test.ts\n'));
  mini = (await import(/* @vite-ignore */ fileURLToPath(scratch))) as Schemas;
});

afterAll(() => rmSync(scratch, { force: true }));

describe('mini-codegen over the public schemas', () => {
  it('prints every public schema but the refused ones, and refuses exactly those', () => {
    expect(names.filter((name) => !printable(name))).toEqual(Object.keys(REFUSED).sort());
    expect(covered.length).toBeGreaterThan(90);
  });

  // Inputs the kinds react to: numeric strings for coercion, missing keys for defaults, padded
  // e-mails for the trim-then-email pipe, dates, base64, and whatever fast-check makes.
  const interesting = fc.constantFrom<unknown>(
    undefined,
    null,
    '',
    ' ',
    '0',
    '1',
    '42',
    '-3',
    '2.5',
    'abc',
    'ana@example.com',
    '  ANA@example.com ',
    'ana@',
    '2026-02-28',
    '2026-02-30',
    '2026-02-28T10:00:00Z',
    '2026-02-28T10:00:00-06:00',
    '2026-02-28T10:00:00',
    'aGVsbG8=',
    'aGVsbG8',
    0,
    1,
    3000,
    -1,
    1.5,
    true,
    false,
    'registration',
    'recover_password',
    'secreto123',
    { number: '5512345678' },
    '5512345678',
    // The values the named refinements and checks judge: keys of the uniqueness check, a CURP
    // (upper and lower case), a CLABE, a Luhn-valid card, pay dates, names.
    'email',
    'phone',
    'nationalIdentificator',
    'GODE561231HDFRRN09',
    ' gode561231hdfrrn09 ',
    'GODE561331HDFRRN09',
    '002010077777777771',
    '00201007777777777',
    '0020100777777777x1',
    '4111111111111111',
    '4111111111111112',
    '15,30',
    '2026-11-27,2026-12-11',
    '2026-11-27,2026-12-11,1',
    'Ana López',
    'Ana',
    'J',
  );
  const value = fc.oneof(interesting, interesting, fc.anything());

  /** An input for `schema`: for an object, its keys (some left out) with interesting values. */
  function inputFor(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
    const def = schema._zod.def as {
      type: string;
      shape?: Record<string, unknown>;
      innerType?: z.core.$ZodType;
    };
    if (def.type === 'object' && def.shape) {
      const keys = Object.keys(def.shape);
      return fc.oneof(
        value,
        fc.record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] }),
        // Both passwords the same, so a repeat-password refinement also passes sometimes.
        fc
          .record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] })
          .map((body) => ('repeatPassword' in body ? { ...body, repeatPassword: body.password } : body)),
      );
    }
    return value;
  }

  const outcome = (result: z.ZodSafeParseResult<unknown>) =>
    result.success
      ? { success: true, data: result.data }
      : {
          success: false,
          issues: result.error.issues.map((issue) => ({
            code: issue.code,
            path: issue.path,
            message: issue.message,
          })),
        };

  it.each(covered)('%s: the mini form accepts and refuses exactly what the classic one does', (name) => {
    const classicSchema = classic[name] as z.ZodType;
    const miniSchema = mini[name] as z.ZodType;
    expect(miniSchema, `${name} is in the generated module`).toBeDefined();
    fc.assert(
      fc.property(inputFor(classicSchema), (input) => {
        expect(outcome(z.safeParse(miniSchema, input))).toEqual(outcome(z.safeParse(classicSchema, input)));
      }),
      { numRuns: 150, seed: 42 },
    );
  });

  it('carries the new kinds into the printed source', () => {
    const source = generateMiniSource([...calculatorRoots, ...covered.map(rootOf)]);
    for (const kind of [
      'z.coerce.number(',
      'z._default(',
      'z.pipe(',
      'z.email(',
      'z.base64(',
      'z.iso.datetime({ offset: true',
      'z.iso.date(',
      "path: ['repeatPassword']",
    ]) {
      expect(source, kind).toContain(kind);
    }
  });
});
