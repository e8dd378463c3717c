// Builds a value that a zod schema of the catalogue accepts, so the plumbing tests can answer
// every endpoint with a catalogue-valid body without a hand-written fixture per endpoint.
// Strategy: the schema's own `meta().example` when it validates, else a value built from the
// schema's structure, trying a list of realistic candidates for constrained strings and numbers.

/** The parts of a zod v4 schema the sampler reads (duck-typed: this package does not import zod). */
interface SchemaLike {
  _zod: { def: Def; bag?: Record<string, unknown> };
  safeParse(value: unknown): { success: boolean; data?: unknown };
  meta?: () => Record<string, unknown> | undefined;
}
interface Def {
  type: string;
  [key: string]: unknown;
}

const STRING_CANDIDATES = [
  'Ana',
  '2026-03-02',
  '2026-03-02T18:00:00Z',
  'ana@example.mx',
  '5512345678',
  '55123456',
  '123',
  '7',
  '123456',
  '12345',
  'HEGG560427MVZRRL04',
  'HEGG**********RL04',
  '002010077777777771',
  '4111111111111111',
  'Ana María López',
  'PROMO10',
  'secreto1',
  'http://example.mx/x',
  '3b241101-e2bb-4255-8caf-4136c566a962',
  'a'.repeat(32),
  'MXN',
  // A card's or account's last four digits; a SHA-256 in hex.
  '4242',
  'a'.repeat(64),
];
const NUMBER_CANDIDATES = [1, 2, 5, 15, 18, 100, 3000, 12000, 0, 0.5, 2026];

function isSchema(value: unknown): value is SchemaLike {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

function accepts(schema: SchemaLike, value: unknown): boolean {
  return schema.safeParse(value).success;
}

function exampleOf(schema: SchemaLike): unknown {
  const meta = schema.meta?.();
  return meta && 'example' in meta ? meta.example : undefined;
}

function build(schema: SchemaLike, depth: number): unknown {
  const def = schema._zod.def;
  const child = (value: unknown) => (isSchema(value) ? sample(value, depth + 1) : undefined);
  switch (def.type) {
    case 'string': {
      const found = STRING_CANDIDATES.find((candidate) => accepts(schema, candidate));
      if (found !== undefined) return found;
      const min = Number(schema._zod.bag?.minimum ?? 1);
      return 'a'.repeat(Math.max(min, 1));
    }
    case 'number':
    case 'int': {
      const found = NUMBER_CANDIDATES.find((candidate) => accepts(schema, candidate));
      return found ?? Number(schema._zod.bag?.minimum ?? 1);
    }
    case 'boolean':
      return true;
    case 'null':
    // Free JSON values (an audit change's before/after): any value parses; null is the simplest.
    case 'unknown':
    case 'any':
      return null;
    case 'undefined':
    case 'void':
      return undefined;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum': {
      const values = Object.values(def.entries as Record<string, unknown>);
      return values.find((value) => accepts(schema, value)) ?? values[0];
    }
    case 'object': {
      const shape = def.shape as Record<string, SchemaLike>;
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(shape)) {
        if (value._zod.def.type === 'optional') continue;
        out[key] = sample(value, depth + 1);
      }
      return out;
    }
    case 'array': {
      if (depth > 6) return [];
      const min = Number(schema._zod.bag?.minimum ?? 1);
      return Array.from({ length: Math.max(min, 1) }, () => child(def.element));
    }
    case 'tuple':
      return (def.items as SchemaLike[]).map((item) => sample(item, depth + 1));
    case 'record':
      return {};
    case 'union': {
      // The union's own refinements (an allow-list) count: try every option against the whole.
      for (const option of def.options as SchemaLike[]) {
        const value = sample(option, depth + 1);
        if (accepts(schema, value)) return value;
      }
      return child((def.options as unknown[])[0]);
    }
    case 'nullable':
      return child(def.innerType) ?? null;
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return child(def.innerType);
    case 'pipe':
      return child(def.in);
    case 'lazy':
      return child((def.getter as () => unknown)());
    case 'intersection':
      return { ...(child(def.left) as object), ...(child(def.right) as object) };
    case 'custom':
      // The catalogue's only custom schema is an uploaded file.
      return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'id.png', { type: 'image/png' });
    default:
      throw new Error(`sample: no rule for zod type "${def.type}"`);
  }
}

/** A value `schema` accepts: its example, or one built from its structure. */
export function sample(schema: unknown, depth = 0): unknown {
  if (!isSchema(schema)) throw new Error('sample: not a zod schema');
  const example = exampleOf(schema);
  if (example !== undefined && accepts(schema, example)) return example;
  return build(schema, depth);
}

/** `sample`, checked: throws with the schema's issues when the built value is not accepted. */
export function validSample(schema: unknown, what: string): unknown {
  const value = sample(schema);
  const result = (schema as SchemaLike).safeParse(value);
  if (!result.success) {
    throw new Error(
      `sample: no valid value for ${what}: ${JSON.stringify(value)} (${JSON.stringify(result)})`,
    );
  }
  return value;
}
