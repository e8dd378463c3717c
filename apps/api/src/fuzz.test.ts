// Fuzz test of the whole API, generated from its OpenAPI document (issue 10 point 6, ADR 206).
//
// Every operation of the document gets CASES_PER_OPERATION requests built by a seeded generator
// (mulberry32): bodies made from the operation's JSON Schema, then mutated (wrong types, NUL
// characters, lone surrogates, huge numbers, missing and extra fields), raw bodies that are not
// JSON, deep nesting, other media types, odd path and query parameters, and odd headers. Calls run
// in process (`app.request`) with a real client token and a back-office token past TOTP, so the
// handlers, not only the auth check, see the input. A response fails the test when it is a 5xx, or
// a 4xx whose body is not the envelope with a `code`. The seed is fixed: a failure names the
// operation and the case number, and reruns the same way.
import { ENDPOINT_LIST, type EndpointDefinition } from '@lender/contracts';
import { requireActiveClient } from '@lender/core';
import { sampleJpeg, samplePdf, samplePng } from '@lender/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi';
import { backOfficeToken, createBackOfficeUser, mfaPendingToken } from './test/back-office-fixtures';
import { curp, registerClient } from './test/fixtures';
import { createTestApp, type TestApp } from './test/test-app';

/** At least 10,000 cases over the document's operations (123 today: 82 × 123 = 10,086). */
const MIN_TOTAL_CASES = 10_000;
const SEED = 0x1e4d3e;

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: unknown[];
}

const document = openApiDocument() as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
);
const CASES_PER_OPERATION = Math.ceil(MIN_TOTAL_CASES / operations.length);
const endpointById = new Map<string, EndpointDefinition>(ENDPOINT_LIST.map((e) => [e.id, e]));

/** mulberry32: a small, fast, seedable generator. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
type Rng = ReturnType<typeof rng>;

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const NASTY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  '😀🇲🇽',
  'ñÁéÍóÚü',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%',
  '\\',
  '"',
  'null',
  'true',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  'x'.repeat(5000),
  '2026-02-30',
  '0000-00-00',
  '+52 55 1234 5678',
  'PEGJ900514HDFRRN01',
  '012180015090000003',
  '\r\n',
  '\t',
  '{}',
  '[]',
];
/** Numbers at the edges of PostgreSQL's integer types and of JavaScript's safe integers. */
const BOUNDARY_NUMBERS = [0, -1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53 - 1, 2 ** 63];
const NASTY_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.0001,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  [],
  {},
  [null],
  { a: { b: { c: 'd' } } },
  ...NASTY_STRINGS,
];

function resolve(schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let i = 0; i < 10 && typeof current.$ref === 'string'; i += 1) {
    const name = (current.$ref as string).split('/').pop() as string;
    current = { ...(document.components.schemas[name] ?? {}), ...current, $ref: undefined };
  }
  return current;
}

function randomDate(r: Rng): string {
  return `${r.int(1900, 2100)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 31)).padStart(2, '0')}`;
}

/** A value for `schema`, valid where the generator can make one, with mutations at rate `p`. */
function generate(r: Rng, input: Schema | undefined, p: number, depth = 0): unknown {
  if (r.chance(p)) return r.pick(NASTY_VALUES);
  const schema = resolve(input);
  const examples = [schema.example, ...(Array.isArray(schema.examples) ? schema.examples : [])].filter(
    (value) => value !== undefined,
  );
  if (examples.length > 0 && r.chance(0.5)) return r.pick(examples);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return r.pick(schema.enum);
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(variants) && variants.length > 0) return generate(r, r.pick(variants), p, depth + 1);
  if (Array.isArray(schema.allOf)) {
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf as Schema[]) {
      const resolved = resolve(part);
      Object.assign(merged.properties as Schema, resolved.properties ?? {});
      (merged.required as string[]).push(...((resolved.required as string[] | undefined) ?? []));
    }
    return generate(r, merged, p, depth + 1);
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  const type = r.pick(types) ?? (schema.properties ? 'object' : 'string');
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return r.chance(0.5);
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -5;
      const max = typeof schema.maximum === 'number' ? schema.maximum : Math.max(min + 10, 10);
      if (r.chance(0.1)) return r.pick(BOUNDARY_NUMBERS);
      const value = r.chance(0.8)
        ? r.int(Math.ceil(min), Math.floor(Math.min(max, min + 1_000_000)))
        : r.int(1, 5);
      return type === 'number' && r.chance(0.3) ? value + 0.25 : value;
    }
    case 'string': {
      if (schema.format === 'date') return r.chance(0.9) ? randomDate(r) : r.pick(NASTY_STRINGS);
      if (schema.format === 'date-time') return `${randomDate(r)}T12:00:00Z`;
      if (schema.format === 'email') return `fuzz${r.int(1, 9999)}@example.com`;
      if (schema.format === 'uuid') return crypto.randomUUID();
      const length = r.int(
        (schema.minLength as number | undefined) ?? 0,
        Math.min((schema.maxLength as number | undefined) ?? 12, 40),
      );
      const alphabet = r.pick([
        '0123456789',
        'abcdefghijklmnopqrstuvwxyz',
        'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
      ]);
      return Array.from({ length }, () => r.pick([...alphabet])).join('');
    }
    case 'array': {
      if (depth > 6) return [];
      return Array.from({ length: r.int(0, 3) }, () => generate(r, schema.items as Schema, p, depth + 1));
    }
    default: {
      if (depth > 6) return {};
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(properties)) {
        if (required.has(name) ? r.chance(0.97) : r.chance(0.5))
          out[name] = generate(r, property, p, depth + 1);
      }
      if (r.chance(p)) out[r.pick(['extra', '__proto__', 'constructor', 'a\u0000'])] = r.pick(NASTY_VALUES);
      return out;
    }
  }
}

function paramValue(r: Rng, parameter: Parameter): string {
  if (r.chance(0.15))
    return r.pick([...NASTY_STRINGS.filter((s) => s !== ''), '%00', '%E0%A4%A', '..', '%2F']);
  const value = generate(r, parameter.schema, 0);
  if (value === null || value === undefined) return 'null';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `encodeURIComponent`, or the raw UTF-8 bytes of a lone surrogate (which it refuses). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function nested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

interface Case {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
  describe: string;
}

function buildCase(
  r: Rng,
  method: string,
  path: string,
  op: Operation,
  tokenOf: () => string | undefined,
): Case {
  const headers: Record<string, string> = {};
  let url = path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const parameter = op.parameters?.find((p) => p.in === 'path' && p.name === name) ?? { name, in: 'path' };
    const raw = paramValue(r, parameter as Parameter);
    return /^%[0-9A-F]{2}|%E0/.test(raw) || raw === '%2F' ? raw : encode(raw);
  });
  const query = (op.parameters ?? [])
    .filter((p) => p.in === 'query' && (p.required || r.chance(0.6)))
    .map((p) => `${encode(p.name)}=${encode(paramValue(r, p))}`);
  if (r.chance(0.05)) query.push(`${r.pick(['x', 'page', 'q'])}=%00`);
  if (query.length > 0) url += `?${query.join('&')}`;

  const token = r.chance(0.9) ? tokenOf() : r.pick([undefined, 'garbage', 'eyJhbGciOiJub25lIn0.e30.']);
  if (token) headers.authorization = `Bearer ${token}`;
  if (r.chance(0.3)) {
    headers['idempotency-key'] = r.chance(0.8)
      ? `fuzz-${r.int(1, 50)}`
      : r.pick(['', ' ', 'x'.repeat(300), 'ñ']);
  }
  if (r.chance(0.05)) headers['x-request-id'] = r.pick(['ok-id', 'x'.repeat(500), '<b>']);

  const media = Object.keys(op.requestBody?.content ?? {});
  const init: Case['init'] = { method, headers };
  let describe = 'no body';
  const kind = r.next();
  if (media.includes('multipart/form-data')) {
    if (kind < 0.7) {
      const form = new FormData();
      const schema = resolve(op.requestBody?.content?.['multipart/form-data']?.schema);
      const typeSchema = resolve((schema.properties as Record<string, Schema> | undefined)?.type);
      if (r.chance(0.9)) form.set('type', String(generate(r, typeSchema, 0.1)));
      const file = r.pick([
        () => sampleJpeg(r.int(1, 64), r.int(1, 64), r.chance(0.5)),
        () => samplePng(r.int(1, 64), r.int(1, 64), r.chance(0.5)),
        () => samplePdf(),
        () => new TextEncoder().encode(r.pick(NASTY_STRINGS)),
        () => Uint8Array.from({ length: r.int(0, 300) }, () => r.int(0, 255)),
      ])();
      if (r.chance(0.9)) form.set('file', new Blob([file]), r.pick(['a.jpg', 'a.pdf', '../x', '\u0000.png']));
      init.body = form;
      describe = 'multipart';
    } else if (kind < 0.85) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify({ type: 'id_front', file: 'AAAA' });
      describe = 'JSON to an upload';
    } else {
      headers['content-type'] = r.pick(['text/plain', 'application/octet-stream', 'image/jpeg']);
      init.body = 'not a form';
      describe = 'raw to an upload';
    }
    return { url, init, describe };
  }
  const hasJsonBody = media.includes('application/json');
  if (hasJsonBody || method !== 'GET') {
    if (hasJsonBody && kind < 0.65) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      headers['content-type'] = r.pick([
        'application/json',
        'application/json; charset=utf-8',
        'application/json',
      ]);
      init.body = JSON.stringify(generate(r, schema, r.pick([0, 0.02, 0.1, 0.3])));
      describe = 'schema body';
    } else if (kind < 0.75) {
      headers['content-type'] = 'application/json';
      headers['idempotency-key'] = `deep-${r.int(1, 1e9)}`;
      init.body = r.chance(0.5) ? nested(r.int(33, 5000)) : `{"a":${nested(5000)}}`;
      describe = 'deep JSON';
    } else if (kind < 0.85) {
      headers['content-type'] = r.pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data; boundary=x',
        'application/jsonp',
        '',
      ]);
      if (headers['content-type'] === '') delete headers['content-type'];
      init.body = r.pick(['{"a":1}', 'a=1&b=2', '<a/>', '--x\r\n\r\n--x--', '']);
      describe = `content-type ${headers['content-type'] ?? 'none'}`;
    } else if (kind < 0.95) {
      headers['content-type'] = 'application/json';
      init.body = r.pick([
        '{',
        '{"a":}',
        'null',
        '[]',
        '"text"',
        '123',
        '{"a":"\\u0000"}',
        '{"a\\u0000":1}',
        '{"a":"\\ud800"}',
        '\u0000',
        '{"__proto__":{"x":1}}',
        ' ',
      ]);
      describe = 'malformed JSON';
    } else if (method !== 'GET') {
      describe = 'empty';
    }
  }
  return { url, init, describe };
}

let t: TestApp;
const tokens: Record<'client' | 'user' | 'mfa', string> = { client: '', user: '', mfa: '' };
let admin: Awaited<ReturnType<typeof createBackOfficeUser>>;

let clients = 0;
/** A new client (each with its own CURP and birth date), and its token. */
async function freshClientToken(): Promise<string> {
  t.clock.advance(61_000);
  clients += 1;
  const day = String(10 + (clients % 18)).padStart(2, '0');
  const homoclave = String(Math.floor(clients / 18) % 10);
  return (
    await registerClient(t, {
      nationalIdentificator: curp(`PEGJ9005${day}HDFRRN${homoclave}`),
      birthDate: `1990-05-${day}`,
    })
  ).token;
}

/** A token still usable (a fuzzed logout or block may have ended it): checked after effects only. */
async function keepTokensAlive(): Promise<void> {
  try {
    const auth = await t.core.auth.authenticate(tokens.client);
    await requireActiveClient(t.core, auth.subjectId);
  } catch {
    tokens.client = await freshClientToken();
  }
  try {
    await t.core.auth.authenticate(tokens.user);
  } catch {
    tokens.user = await backOfficeToken(t, admin);
  }
  try {
    await t.core.auth.authenticate(tokens.mfa);
  } catch {
    tokens.mfa = await mfaPendingToken(t, admin);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createBackOfficeUser(t, 'admin');
  tokens.client = await freshClientToken();
  tokens.user = await backOfficeToken(t, admin);
  tokens.mfa = await mfaPendingToken(t, admin);
});
afterAll(() => t.close());

describe(`fuzz: ${operations.length} operations × ${CASES_PER_OPERATION} seeded cases, no 5xx, every 4xx has a code`, () => {
  it('covers every operation of the document with at least 10,000 cases', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.length * CASES_PER_OPERATION).toBeGreaterThanOrEqual(MIN_TOTAL_CASES);
  });

  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s',
    async (_name, { method, path, op }) => {
      const r = rng(SEED ^ hashString(`${method} ${path}`));
      const access = (op.operationId ? endpointById.get(op.operationId)?.access : undefined) ?? 'public';
      const tokenOf = () =>
        access === 'public' ? (r.chance(0.2) ? tokens.client : undefined) : tokens[access];
      const failures: string[] = [];
      for (let i = 0; i < CASES_PER_OPERATION; i += 1) {
        const c = buildCase(r, method, path, op, tokenOf);
        const response = await t.app.request(c.url, c.init);
        const text = await response.text();
        let code: unknown;
        try {
          code = (JSON.parse(text) as { code?: unknown }).code;
        } catch {
          code = undefined;
        }
        const bad =
          response.status >= 500 || (response.status >= 400 && (typeof code !== 'string' || code === ''));
        if (bad && failures.length < 5) {
          failures.push(
            `#${i} ${c.describe} ${method} ${c.url.slice(0, 200)} → ${response.status} ${text.slice(0, 300)}`,
          );
        }
        // A fuzzed logout, block or password change may end a token: checked after a private effect.
        if (response.status < 300 && method !== 'GET' && access !== 'public') await keepTokensAlive();
        // Rate limits and cooldowns are per minute: let the fuzzed client's clock move on.
        if (response.status === 429) t.clock.advance(3_600_000);
      }
      expect(failures, failures.join('\n')).toEqual([]);
    },
    // One operation's cases take about 0.2 s on a quiet machine; 45 s have been seen with seven
    // test suites sharing two cores. A time-out here says nothing about the API.
    180_000,
  );
});
