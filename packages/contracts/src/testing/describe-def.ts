// A schema's definition as plain data for `toEqual` (tests of the generated `zod/mini` forms):
// functions by identity but constant messages and overwrites by what they give, checks that are
// schemas by their definition, a bare check function by identity, cycles by index.

/**
 * A schema's definition as plain data: its kind, options, children and checks. Functions compare
 * by what they mean: a refinement by identity, a message by its text, an overwrite by its source.
 */
export function describeDef(schema: unknown, seen = new Map<unknown, number>()): unknown {
  if (seen.has(schema)) return { see: seen.get(schema) };
  seen.set(schema, seen.size);
  const def = (schema as { _zod: { def: Record<string, unknown> } })._zod.def;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(def)) {
    // An empty list of checks is no check (`.partial()` writes one, a new schema leaves it out).
    if (value === undefined || (key === 'checks' && Array.isArray(value) && value.length === 0)) continue;
    out[key] = describeValue(key, value, seen);
  }
  return out;
}

function describeValue(key: string, value: unknown, seen: Map<unknown, number>): unknown {
  if (typeof value === 'function') {
    if (key === 'error') return { message: (value as () => unknown)() };
    if (key === 'tx') return { overwrite: String(value) };
    return value;
  }
  if (value instanceof RegExp) return String(value);
  if (Array.isArray(value)) return value.map((item) => describeValue(key, item, seen));
  if (value !== null && typeof value === 'object') {
    if ('_zod' in value) {
      // A check that is a schema too (`.int()`): its definition, not its identity; a check that
      // is a bare function (`.check(fn)`) has no more definition than that: its function counts.
      const zod = (value as { _zod: { def: { check?: unknown; fn?: unknown }; check?: unknown } })._zod;
      if (zod.def.check === 'custom' && zod.def.fn === undefined && !('type' in zod.def))
        return { ...(describeDef(value, seen) as object), checkFn: zod.check };
      return describeDef(value, seen);
    }
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, describeValue(name, item, seen)]),
    );
  }
  return value;
}
