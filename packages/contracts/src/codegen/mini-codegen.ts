// Writes `src/mini.gen.ts`: the `zod/mini` forms of the classic schemas a browser needs to read the
// public calculator's answers. The classic schemas stay the one source (the API, its
// OpenAPI document and every other audience use them); this walks their `_zod.def` and prints the
// same definitions with `zod/mini`'s functions. It refuses what it does not know (a new kind of
// schema, check or refinement on the path) instead of guessing.
//
// `pnpm --filter @lender/contracts run gen:mini` rewrites the file; `mini.gen.test.ts` fails when
// it is stale and parses real answers with both forms.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PAY_CYCLES } from '@lender/calculator';
import * as z from 'zod';
import * as zm from 'zod/mini';
import type { EndpointDefinition } from '../endpoint.js';
import { EnvelopeSchema, ErrorEnvelopeSchema, ViolationSchema } from '../envelope.js';
import { checkClientCheckValue } from '../internal/client-check.js';
import {
  checkClabe,
  hasTwoWords,
  isCardNumber,
  isCurp,
  isMiddleName,
  isUploadedFile,
} from '../internal/field-rules.js';
import { hasAtMostTwoDecimals, isIsoDate, isPayDates, repeatsPassword } from '../internal/refinements.js';
import { OfferSchema } from '../offer.js';
import { CalculatorConfigSchema } from '../public/calculator.js';
import { publicCalculatorEndpoints } from '../public/calculator-endpoints.js';
import { RefusalEnvelopeSchema, responseEnvelopeSchema } from '../response-envelope.js';

type Schema = z.core.$ZodType;
type Check = z.core.$ZodCheck;
type Def = Record<string, unknown>;

/** The generated file, relative to this module. */
export const MINI_SOURCE_URL = new URL('../mini.gen.ts', import.meta.url);

/**
 * The functions refinements (`.refine(fn)`), checks (`.check(fn)`) and custom schemas
 * (`z.custom<T>(fn)`, with the type `T` its guard names) on the path may call, known by identity:
 * the generated file imports the same function (from a module without classic zod) or names the
 * same global.
 */
const KNOWN_FUNCTIONS = new Map<unknown, { expression: string; from?: string; guards?: string }>([
  [Number.isFinite, { expression: 'Number.isFinite' }],
  ...(
    [
      [hasAtMostTwoDecimals, 'hasAtMostTwoDecimals', 'refinements'],
      [isIsoDate, 'isIsoDate', 'refinements'],
      [repeatsPassword, 'repeatsPassword', 'refinements'],
      [isPayDates, 'isPayDates', 'refinements'],
      [isMiddleName, 'isMiddleName', 'field-rules'],
      [hasTwoWords, 'hasTwoWords', 'field-rules'],
      [isCurp, 'isCurp', 'field-rules'],
      [isCardNumber, 'isCardNumber', 'field-rules'],
      [checkClabe, 'checkClabe', 'field-rules'],
      [checkClientCheckValue, 'checkClientCheckValue', 'client-check'],
    ] as const
  ).map(([fn, expression, module]) => [fn, { expression, from: `./internal/${module}.js` }] as const),
  [isUploadedFile, { expression: 'isUploadedFile', from: './internal/field-rules.js', guards: 'File' }],
]);

/** A function of {@link KNOWN_FUNCTIONS} by identity, imported where the generated file needs it. */
function knownFunction(fn: unknown, def: Def, what: string): { expression: string; guards?: string } {
  const known = KNOWN_FUNCTIONS.get(fn);
  if (known === undefined) fail(`${what} whose function is not in KNOWN_FUNCTIONS`, def);
  return known;
}

/** Overwrites (`.trim()` …) are closures made anew by each call: known by their source text. */
const KNOWN_OVERWRITES = new Map<string, string>(
  (
    [
      ['trim', zm.trim()],
      ['toLowerCase', zm.toLowerCase()],
      ['toUpperCase', zm.toUpperCase()],
    ] as const
  ).map(([name, check]) => [String((check._zod.def as unknown as Def).tx), `z.${name}()`]),
);

/** A place a function's parameter takes: the generated function receives a schema there. */
interface Slot {
  readonly schema: Schema;
  readonly name: string;
}

/** One thing the generated file exports. */
export type Root =
  | { kind: 'schema'; name: string; doc: string; schema: Schema }
  | { kind: 'envelope'; name: string; doc: string; build: (data: Schema) => Schema }
  | {
      kind: 'endpoints';
      name: string;
      doc: string;
      endpoints: Record<string, (typeof publicCalculatorEndpoints)[keyof typeof publicCalculatorEndpoints]>;
    }
  | { kind: 'map'; name: string; doc: string; endpoints: Readonly<Record<string, EndpointDefinition>> }
  | { kind: 'catalogue'; name: string; doc: string; maps: readonly string[] };

/** What the generated file holds, in order (the envelope before the calls that use it). */
export const MINI_ROOTS: readonly Root[] = [
  {
    kind: 'schema',
    name: 'ViolationSchema',
    doc: 'A server-side validation failure (`ViolationSchema` of `envelope.ts`).',
    schema: ViolationSchema,
  },
  {
    kind: 'schema',
    name: 'ErrorEnvelopeSchema',
    doc: 'The body of every failed response (`ErrorEnvelopeSchema` of `envelope.ts`).',
    schema: ErrorEnvelopeSchema,
  },
  {
    kind: 'schema',
    name: 'RefusalEnvelopeSchema',
    doc: 'A refusal as a client reads it (`RefusalEnvelopeSchema` of `response-envelope.ts`).',
    schema: RefusalEnvelopeSchema,
  },
  {
    kind: 'envelope',
    name: 'EnvelopeSchema',
    doc: 'The wrapper of every `/web` response around `data` (`EnvelopeSchema` of `envelope.ts`).',
    build: (data) => EnvelopeSchema(data as z.ZodType),
  },
  {
    kind: 'envelope',
    name: 'TokenEnvelopeSchema',
    doc: 'The wrapper of a response that issues a token: `Authorization` required (`responseEnvelopeSchema`).',
    build: (data) =>
      responseEnvelopeSchema({
        ...publicCalculatorEndpoints.calculatorConfig,
        issuesToken: true,
        response: data as z.ZodType,
      }),
  },
  {
    kind: 'schema',
    name: 'CalculatorConfigSchema',
    doc: '`GET /web/public/config/calculator` (`CalculatorConfigSchema` of `public/calculator.ts`).',
    schema: CalculatorConfigSchema,
  },
  {
    kind: 'schema',
    name: 'OfferSchema',
    doc: 'An offer (`OfferSchema` of `offer.ts`).',
    schema: OfferSchema,
  },
  {
    kind: 'endpoints',
    name: 'publicCalculatorCalls',
    doc:
      "The public calculator's two calls (`publicCalculatorEndpoints`) as a client calls them: what the SDK\n" +
      " * needs of each, with the answers' `zod/mini` schemas.",
    endpoints: publicCalculatorEndpoints,
  },
];

const defOf = (schema: Schema | Check): Def => schema._zod.def as unknown as Def;

function literal(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'bigint') return `${value}n`;
  if (value instanceof RegExp) return String(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${propertyKey(key)}: ${literal(item)}`);
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  if (typeof value === 'string') return quote(value);
  return JSON.stringify(value);
}

/** A string literal in the house style (single quotes). */
function quote(value: string): string {
  return `'${JSON.stringify(value).slice(1, -1).replaceAll('\\"', '"').replaceAll("'", "\\'")}'`;
}

function propertyKey(key: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? key : quote(key);
}

function fail(what: string, def: Def): never {
  throw new Error(`mini-codegen: ${what} (def ${JSON.stringify(Object.keys(def))}); teach mini-codegen.ts`);
}

/** Keys of `def` with a value, beyond `allowed`: each must be understood, not dropped. */
function expectKeys(def: Def, allowed: readonly string[], what: string): void {
  for (const [key, value] of Object.entries(def)) {
    if (value === undefined || allowed.includes(key)) continue;
    if (key === 'checks' && Array.isArray(value) && value.length === 0) continue;
    fail(`${what}: unexpected "${key}"`, def);
  }
}

/** The message a def's `error` gives: only constant messages (`{ message: '…' }`) are carried. */
function errorParam(def: Def): string | undefined {
  const error = def.error;
  if (error === undefined) return undefined;
  if (typeof error !== 'function' || error.length !== 0) fail('an error that depends on the issue', def);
  const message: unknown = error();
  if (typeof message !== 'string') fail('an error that is not a constant message', def);
  return message;
}

/** The params argument of a check or schema: error message, abort, custom params. */
function params(def: Def, keys: readonly string[] = ['abort', 'params']): string {
  const parts: string[] = [];
  const message = errorParam(def);
  if (message !== undefined) parts.push(`error: ${literal(message)}`);
  for (const key of keys) {
    if (def[key] !== undefined) parts.push(`${key}: ${literal(def[key])}`);
  }
  return parts.length === 0 ? '' : `{ ${parts.join(', ')} }`;
}

const args = (...items: string[]) => items.filter((item) => item !== '').join(', ');

class Printer {
  /** Schemas printed as a constant of their own, by name. */
  private readonly names = new Map<Schema, string>();
  private readonly declared = new Set<Schema>();
  private readonly declarations: string[] = [];
  readonly imports = new Map<string, Set<string>>();
  private slot: Slot | undefined;

  constructor(private readonly counts: Map<Schema, number>) {}

  name(schema: Schema, name: string): void {
    if (!this.names.has(schema)) this.names.set(schema, name);
  }

  /** A schema with an OpenAPI id, or used twice, becomes a constant; the rest prints inline. */
  private nameOf(schema: Schema): string | undefined {
    const known = this.names.get(schema);
    if (known !== undefined) return known;
    const id = z.globalRegistry.get(schema)?.id;
    const used = new Set(this.names.values());
    if (typeof id === 'string' && !used.has(`${id}Schema`)) {
      this.names.set(schema, `${id}Schema`);
      return `${id}Schema`;
    }
    // A schema used twice becomes a constant too, unless it is as short as its name would be.
    if ((this.counts.get(schema) ?? 0) > 1 && this.print(schema).length > 24) {
      const name = `shared${[...this.names.values()].filter((n) => n.startsWith('shared')).length + 1}`;
      this.names.set(schema, name);
      return name;
    }
    return undefined;
  }

  /** Prints `schema` as a constant (declared once, before its first use) and returns its name. */
  declare(schema: Schema, name: string, doc: string | undefined, exported: boolean): string {
    this.name(schema, name);
    const comment = doc === undefined ? '' : `/** ${doc} */\n`;
    const known = this.names.get(schema) ?? name;
    if (known !== name) {
      // Two exported names of one schema (`export const B = A`): the same object under both.
      if (!this.declared.has(schema)) this.declare(schema, known, undefined, true);
      this.declarations.push(`${comment}export const ${name} = ${known};`);
      return name;
    }
    if (this.declared.has(schema)) return name;
    const body = this.print(schema);
    this.declared.add(schema);
    this.declarations.push(`${comment}${exported ? 'export ' : ''}const ${name} = ${body};`);
    return name;
  }

  envelope(root: Extract<Root, { kind: 'envelope' }>): void {
    const marker = z.unknown();
    this.slot = { schema: marker, name: 'data' };
    const body = this.print(root.build(marker));
    this.slot = undefined;
    this.declarations.push(
      `/** ${root.doc} */\nexport function ${root.name}<T extends z.core.$ZodType>(data: T) {\n${indent(`return ${body};`)}\n}`,
    );
  }

  endpoints(root: Extract<Root, { kind: 'endpoints' }>): void {
    const entries = Object.entries(root.endpoints).map(([key, endpoint]) => {
      if ((endpoint.request as { body?: unknown }).body !== undefined)
        fail(`${endpoint.id}: a request body`, {});
      const response = this.reference(endpoint.response);
      const fields = [
        `id: ${literal(endpoint.id)}`,
        `method: ${literal(endpoint.method)}`,
        `path: ${literal(endpoint.path)}`,
        'request: {}',
        `response: ${response}`,
        `responseContentType: ${literal(endpoint.responseContentType)}`,
        `issuesToken: ${literal(endpoint.issuesToken)}`,
        `idempotent: ${literal(endpoint.idempotent)}`,
      ];
      return `  ${propertyKey(key)}: {\n${fields.map((field) => `    ${field},`).join('\n')}\n  },`;
    });
    this.addImport('./endpoint.js', 'EndpointCall', true);
    this.declarations.push(
      `/**\n * ${root.doc}\n */\nexport const ${root.name} = {\n${entries.join('\n')}\n} satisfies Record<string, EndpointCall>;`,
    );
  }

  /** Endpoints printed in a map before, by identity: a later map names them (`map.key`). */
  private readonly printedEndpoints = new Map<EndpointDefinition, string>();

  /** The endpoint maps printed so far, by name: a catalogue lists their endpoints by id. */
  private readonly printedMaps = new Map<string, Readonly<Record<string, EndpointDefinition>>>();

  /**
   * An endpoint map with every field a client may read (the OpenAPI document's words left out) and
   * the request's parts as `zod/mini` schemas; an endpoint another map printed is named from it.
   */
  map(root: Extract<Root, { kind: 'map' }>): void {
    this.printedMaps.set(root.name, root.endpoints);
    const entries = Object.entries(root.endpoints).map(([key, endpoint]) => {
      const printed = this.printedEndpoints.get(endpoint);
      if (printed !== undefined) return `  ${propertyKey(key)}: ${printed},`;
      this.printedEndpoints.set(endpoint, `${root.name}.${key}`);
      const known = [
        ...['id', 'method', 'path', 'access', 'permission', 'origin', 'request', 'response'],
        ...['responseContentType', 'successStatus', 'issuesToken', 'idempotent'],
        ...['idempotencyKeyRequired', 'paginated', 'errors', 'tag', 'summary', 'description'],
      ];
      expectKeys(endpoint as unknown as Def, known, `endpoint ${endpoint.id}`);
      expectKeys(
        endpoint.request as unknown as Def,
        ['params', 'query', 'body', 'bodyContentType'],
        'request',
      );
      const request = (['params', 'query', 'body'] as const)
        .filter((part) => endpoint.request[part] !== undefined)
        .map((part) => `${part}: ${this.reference(endpoint.request[part] as Schema)}`);
      if (endpoint.request.bodyContentType !== undefined)
        request.push(`bodyContentType: ${literal(endpoint.request.bodyContentType)}`);
      const fields = [
        `id: ${literal(endpoint.id)}`,
        `method: ${literal(endpoint.method)}`,
        `path: ${literal(endpoint.path)}`,
        `access: ${literal(endpoint.access)}`,
        ...(endpoint.permission === undefined ? [] : [`permission: ${literal(endpoint.permission)}`]),
        `origin: ${literal(endpoint.origin)}`,
        `request: ${block(request)}`,
        `response: ${this.reference(endpoint.response)}`,
        `responseContentType: ${literal(endpoint.responseContentType)}`,
        `successStatus: ${literal(endpoint.successStatus)}`,
        `issuesToken: ${literal(endpoint.issuesToken)}`,
        `idempotent: ${literal(endpoint.idempotent)}`,
        `idempotencyKeyRequired: ${literal(endpoint.idempotencyKeyRequired)}`,
        `paginated: ${literal(endpoint.paginated)}`,
        `errors: ${literal(endpoint.errors)}`,
      ];
      return `  ${propertyKey(key)}: {\n${fields.map((field) => indent(`  ${field},`)).join('\n')}\n  },`;
    });
    this.addImport('./endpoint.js', 'MiniEndpointDefinition', true);
    this.declarations.push(
      `/** ${root.doc} */\nexport const ${root.name} = {\n${entries.join('\n')}\n} satisfies Record<string, MiniEndpointDefinition>;`,
    );
  }

  /** The endpoints of the named maps (printed before), keyed by id as `catalogueOf` keys them. */
  catalogue(root: Extract<Root, { kind: 'catalogue' }>): void {
    const entries = root.maps.flatMap((name) => {
      const map = this.printedMaps.get(name);
      if (map === undefined)
        throw new Error(`mini-codegen: the catalogue ${root.name} lists ${name}, no map before it`);
      return Object.entries(map).map(([key, endpoint]) => `  ${propertyKey(endpoint.id)}: ${name}.${key},`);
    });
    this.declarations.push(`/** ${root.doc} */\nexport const ${root.name} = {\n${entries.join('\n')}\n};`);
  }

  output(): string {
    return this.declarations.join('\n\n');
  }

  addImport(from: string, name: string, typeOnly = false): void {
    const key = `${typeOnly ? 'type ' : ''}${from}`;
    const names = this.imports.get(key) ?? new Set<string>();
    names.add(name);
    this.imports.set(key, names);
  }

  private importKnown(known: { expression: string; from?: string }): void {
    if (known.from !== undefined) this.addImport(known.from, known.expression);
  }

  /** A schema where another uses it: its constant's name (declared first) or its expression. */
  private reference(schema: Schema): string {
    if (this.slot?.schema === schema) return this.slot.name;
    const name = this.nameOf(schema);
    if (name === undefined) return this.print(schema);
    if (!this.declared.has(schema)) {
      const id = z.globalRegistry.get(schema)?.id;
      this.declare(
        schema,
        name,
        typeof id === 'string' ? `The schema with OpenAPI id \`${id}\`.` : undefined,
        !name.startsWith('shared'),
      );
    }
    return name;
  }

  private print(schema: Schema): string {
    const def = defOf(schema);
    const type = def.type as string;
    const expression = this.expression(def, type);
    const checks = ((def.checks as Check[] | undefined) ?? []).map((check) => this.check(check));
    if (checks.length === 0) return expression;
    const inline = `${expression}.check(${checks.join(', ')})`;
    if (inline.length <= 90) return inline;
    return `${expression}.check(\n${checks.map((check) => indent(`${check},`)).join('\n')}\n)`;
  }

  private expression(def: Def, type: string): string {
    switch (type) {
      case 'string':
      case 'number':
      case 'boolean':
      case 'null':
      case 'unknown':
        if (type === 'string' && def.format !== undefined) return this.format(def);
        expectKeys(def, ['type', 'checks', 'error', 'coerce'], type);
        if (def.coerce === true) {
          if (type === 'null' || type === 'unknown') fail(`${type}: coerced`, def);
          return `z.coerce.${type}(${params(def)})`;
        }
        return `z.${type}(${params(def)})`;
      case 'literal': {
        expectKeys(def, ['type', 'values', 'error'], type);
        const values = def.values as unknown[];
        return `z.literal(${args(values.length === 1 ? literal(values[0]) : literal(values), params(def))})`;
      }
      case 'enum': {
        expectKeys(def, ['type', 'entries', 'error'], type);
        const entries = def.entries as Record<string, string | number>;
        const plain = Object.entries(entries).every(([key, value]) => key === value);
        if (plain && sameList(Object.values(entries), PAY_CYCLES)) {
          // The cycles are read from @lender/calculator's table, never spelled here.
          this.addImport('@lender/calculator', 'PAY_CYCLES');
          return `z.enum(${args('PAY_CYCLES', params(def))})`;
        }
        return `z.enum(${args(plain ? literal(Object.values(entries)) : literal(entries), params(def))})`;
      }
      case 'object': {
        expectKeys(def, ['type', 'shape', 'catchall', 'error', 'checks'], type);
        const catchall = def.catchall as Schema | undefined;
        const kind =
          catchall === undefined
            ? 'object'
            : defOf(catchall).type === 'never'
              ? 'strictObject'
              : defOf(catchall).type === 'unknown'
                ? 'looseObject'
                : fail('object: a catchall', def);
        const shape = def.shape as Record<string, Schema>;
        const [value, ...others] = Object.values(shape);
        const one = value !== undefined && others.every((other) => other === value);
        if (kind === 'object' && one && sameList(Object.keys(shape), PAY_CYCLES)) {
          // One value per pay cycle (`perPayCycle` of @lender/calculator): keys from its table.
          this.addImport('@lender/calculator', 'perPayCycle');
          return `z.object(${args(`perPayCycle(() => ${this.reference(value)})`, params(def))})`;
        }
        const fields = Object.entries(shape).map(([key, value]) => {
          const reference = this.reference(value);
          return reference === key ? key : `${propertyKey(key)}: ${reference}`;
        });
        return `z.${kind}(${args(block(fields), params(def))})`;
      }
      case 'array':
        expectKeys(def, ['type', 'element', 'error', 'checks'], type);
        return `z.array(${args(this.reference(def.element as Schema), params(def))})`;
      case 'tuple': {
        expectKeys(def, ['type', 'items', 'rest', 'error', 'checks'], type);
        const items = `[${(def.items as Schema[]).map((item) => this.reference(item)).join(', ')}]`;
        const rest = def.rest === null || def.rest === undefined ? '' : this.reference(def.rest as Schema);
        return `z.tuple(${args(items, rest, params(def))})`;
      }
      case 'record':
        expectKeys(def, ['type', 'keyType', 'valueType', 'error', 'checks', 'mode'], type);
        if (def.mode !== undefined && def.mode !== 'strict') fail('record: a mode', def);
        return `z.record(${args(this.reference(def.keyType as Schema), this.reference(def.valueType as Schema), params(def))})`;
      case 'union':
        expectKeys(def, ['type', 'options', 'error', 'checks'], type);
        return `z.union(${args(`[${(def.options as Schema[]).map((option) => this.reference(option)).join(', ')}]`, params(def))})`;
      case 'optional':
      case 'nullable':
        expectKeys(def, ['type', 'innerType'], type);
        return `z.${type}(${this.reference(def.innerType as Schema)})`;
      case 'default': {
        expectKeys(def, ['type', 'innerType', 'defaultValue'], type);
        // Classic `.default(value)` keeps the value (a getter returning it); a function default
        // would be a value made anew on each parse, which a literal cannot print.
        const value: unknown = def.defaultValue;
        if (typeof value === 'function' || (value !== null && typeof value === 'object'))
          fail('default: a value other than a string, number, boolean or null', def);
        return `z._default(${this.reference(def.innerType as Schema)}, ${literal(value)})`;
      }
      case 'custom': {
        // `z.custom<T>(fn, params)`: a schema of its own, its predicate known by identity.
        expectKeys(def, ['type', 'check', 'fn', 'error', 'abort', 'params', 'path'], 'custom');
        const known = knownFunction(def.fn, def, 'a custom schema');
        if (known.guards === undefined) fail('a custom schema whose function guards no type', def);
        this.importKnown(known);
        return `z.custom<${known.guards}>(${args(known.expression, params(def, ['abort', 'params', 'path']))})`;
      }
      case 'pipe': {
        expectKeys(def, ['type', 'in', 'out'], type);
        const out = def.out as Schema;
        if (defOf(out).type === 'transform') fail('pipe: a transform', def);
        return `z.pipe(${this.reference(def.in as Schema)}, ${this.reference(out)})`;
      }
      default:
        return fail(`a schema of type "${type}"`, def);
    }
  }

  /**
   * A string format other than a regex, as a schema (`z.email()`) or as a check of a string
   * (`z.string().check(z.iso.datetime())`): `zod/mini` prints both the same way. The pattern must
   * be the format's own (a custom pattern would need printing; none is on the path).
   */
  private format(def: Def): string {
    const keys = ['type', 'check', 'format', 'pattern', 'error', 'abort', 'when', 'checks'];
    const samePattern = (schema: { _zod: { def: unknown } }) =>
      String(def.pattern) === String((schema._zod.def as Def).pattern);
    switch (def.format) {
      case 'email':
        expectKeys(def, keys, 'email');
        if (!samePattern(zm.email())) fail('email: a custom pattern', def);
        return `z.email(${params(def)})`;
      case 'base64':
        expectKeys(def, keys, 'base64');
        if (!samePattern(zm.base64())) fail('base64: a custom pattern', def);
        return `z.base64(${params(def)})`;
      case 'datetime': {
        expectKeys(def, [...keys, 'offset', 'local', 'precision'], 'datetime');
        const options = [
          def.offset === true ? 'offset: true' : '',
          def.local === true ? 'local: true' : '',
          typeof def.precision === 'number' ? `precision: ${def.precision}` : '',
        ].filter((part) => part !== '');
        const zodDefault = zm.iso.datetime({
          offset: def.offset === true,
          local: def.local === true,
          precision: typeof def.precision === 'number' ? def.precision : null,
        });
        if (!samePattern(zodDefault)) fail('datetime: a custom pattern', def);
        const rest = params(def).replace(/^\{ | \}$/g, '');
        const all = [...options, rest].filter((part) => part !== '');
        return `z.iso.datetime(${all.length === 0 ? '' : `{ ${all.join(', ')} }`})`;
      }
      case 'date':
        expectKeys(def, keys, 'date');
        if (!samePattern(zm.iso.date())) fail('date: a custom pattern', def);
        return `z.iso.date(${params(def)})`;
      default:
        return fail(`string format "${String(def.format)}"`, def);
    }
  }

  private check(check: Check): string {
    const def = defOf(check);
    switch (def.check) {
      case 'greater_than':
      case 'less_than': {
        expectKeys(def, ['check', 'value', 'inclusive', 'error', 'abort', 'when'], def.check);
        const name = `${def.check === 'greater_than' ? 'gt' : 'lt'}${def.inclusive ? 'e' : ''}`;
        return `z.${name}(${args(literal(def.value), params(def))})`;
      }
      case 'number_format':
        expectKeys(def, ['type', 'check', 'format', 'abort', 'error', 'checks'], 'number_format');
        if (def.format !== 'safeint') fail(`number format "${String(def.format)}"`, def);
        // `z.int()` sets `abort: false` itself, as classic `.int()` does.
        if (def.abort !== false) fail('number_format: abort', def);
        return `z.int(${params(def, ['params'])})`;
      case 'min_length':
      case 'max_length': {
        expectKeys(def, ['check', 'minimum', 'maximum', 'error', 'abort', 'when'], def.check);
        const name = def.check === 'min_length' ? 'minLength' : 'maxLength';
        return `z.${name}(${args(literal(def.check === 'min_length' ? def.minimum : def.maximum), params(def))})`;
      }
      case 'string_format':
        if (def.format !== 'regex') return this.format(def);
        expectKeys(def, ['check', 'format', 'pattern', 'error', 'abort', 'when'], 'string_format');
        return `z.regex(${args(literal(def.pattern), params(def))})`;
      case 'overwrite': {
        const known = KNOWN_OVERWRITES.get(String(def.tx));
        if (known === undefined) fail('an overwrite other than trim, toLowerCase, toUpperCase', def);
        return known;
      }
      case 'custom': {
        expectKeys(def, ['type', 'check', 'fn', 'error', 'abort', 'params', 'path'], 'refinement');
        if (def.fn === undefined) {
          // `.check(fn)`: the function itself is the check (it pushes its own issues); zod wraps it
          // in an object with only `check: 'custom'`, the same in classic and mini.
          expectKeys(def, ['check'], 'check function');
          const known = knownFunction(check._zod.check, def, 'a check');
          this.importKnown(known);
          return known.expression;
        }
        const known = knownFunction(def.fn, def, 'a refinement');
        this.importKnown(known);
        return `z.refine(${args(known.expression, params(def, ['abort', 'params', 'path']))})`;
      }
      default:
        return fail(`a check "${String(def.check)}"`, def);
    }
  }
}

/** Same strings in the same order. */
function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

function block(fields: readonly string[]): string {
  if (fields.length === 0) return '{}';
  const inline = `{ ${fields.join(', ')} }`;
  if (inline.length <= 90 && !inline.includes('\n')) return inline;
  return `{\n${fields.map((field) => indent(`${field},`)).join('\n')}\n}`;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}

/** How often each schema is reached from the roots (a schema used twice becomes a constant). */
function countUses(roots: readonly Schema[]): Map<Schema, number> {
  const counts = new Map<Schema, number>();
  const visit = (schema: Schema) => {
    const seen = counts.get(schema) ?? 0;
    counts.set(schema, seen + 1);
    if (seen > 0) return;
    const def = defOf(schema);
    const children = [
      ...Object.values((def.shape as Record<string, Schema> | undefined) ?? {}),
      ...((def.items as Schema[] | undefined) ?? []),
      ...((def.options as Schema[] | undefined) ?? []),
      ...(['element', 'innerType', 'keyType', 'valueType', 'rest', 'catchall', 'in', 'out'] as const)
        .map((key) => def[key] as Schema | null | undefined)
        .filter((child): child is Schema => child !== undefined && child !== null),
    ];
    for (const child of children) visit(child);
  };
  for (const root of roots) visit(root);
  return counts;
}

const HEADER = `// GENERATED FILE, do not edit: the \`zod/mini\` forms of the classic schemas a browser needs to
// read the public calculator's answers, printed from their \`_zod.def\` by
// src/codegen/mini-codegen.ts. The classic schemas are the source: change them, then run
// \`pnpm --filter @lender/contracts run gen:mini\` (mini.gen.test.ts fails while this file is stale).
`;

/** The source of `src/mini.gen.ts`, from the classic schemas as they are now. */
export function generateMiniSource(
  roots: readonly Root[] = MINI_ROOTS,
  header = HEADER,
  trailer = '',
): string {
  const counts = countUses(
    roots.flatMap((root): Schema[] => {
      if (root.kind === 'schema') return [root.schema];
      if (root.kind === 'endpoints')
        return Object.values(root.endpoints).map((endpoint) => endpoint.response);
      if (root.kind !== 'map') return [];
      return Object.values(root.endpoints).flatMap((endpoint) => [
        ...[endpoint.request.params, endpoint.request.query, endpoint.request.body].filter(
          (part): part is NonNullable<typeof part> => part !== undefined,
        ),
        endpoint.response,
      ]);
    }),
  );
  const printer = new Printer(counts);
  for (const root of roots) if (root.kind === 'schema') printer.name(root.schema, root.name);
  for (const root of roots) {
    if (root.kind === 'schema') printer.declare(root.schema, root.name, root.doc, true);
    else if (root.kind === 'envelope') printer.envelope(root);
    else if (root.kind === 'map') printer.map(root);
    else if (root.kind === 'catalogue') printer.catalogue(root);
    else printer.endpoints(root);
  }
  const body = printer.output();
  const imports = [
    "import { en } from 'zod/locales';",
    "import * as z from 'zod/mini';",
    ...[...printer.imports]
      .sort(([a], [b]) => a.replace('type ', '').localeCompare(b.replace('type ', '')))
      .map(([key, names]) => {
        const typeOnly = key.startsWith('type ');
        const from = typeOnly ? key.slice('type '.length) : key;
        return `import ${typeOnly ? 'type ' : ''}{ ${[...names].sort().join(', ')} } from '${from}';`;
      }),
  ];
  const locale = `// Classic zod installs its English messages on first use; \`zod/mini\` leaves them out. The same
// messages keep the SDK's \`MalformedResponseError\` the same whichever form parsed (a locale set
// before stays).
if (z.config().localeError === undefined) z.config(en());`;
  return `${header}${imports.join('\n')}\n\n${locale}\n\n${body}\n${trailer === '' ? '' : `\n${trailer}`}`;
}

/** Rewrites `src/mini.gen.ts`. */
export function writeMiniSource(): void {
  writeFileSync(MINI_SOURCE_URL, generateMiniSource());
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeMiniSource();
  process.stdout.write(`wrote ${fileURLToPath(MINI_SOURCE_URL)}\n`);
}
