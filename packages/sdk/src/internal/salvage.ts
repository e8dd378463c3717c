import type { InvalidData } from '../result.js';

/** A schema as the salvage reads it (a classic or a `zod/mini` schema of the contracts). */
interface Parser {
  safeParse(value: unknown): {
    success: boolean;
    data?: unknown;
    error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
  };
}

type Container = Record<PropertyKey, unknown> | unknown[];

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** At most this many passes: each one leaves out or blanks everything its parse named. */
const MAX_ROUNDS = 8;

/**
 * What can be read of an answer whose `data` fails its schema (one bad row never takes a
 * page down). Each issue is settled where it does least harm: the innermost list element that
 * holds it is left out (a row of a list, an application of a client's record); outside any list
 * the failing field is set to `null`, then left out, when the schema accepts that. Returns the
 * parsed data and what was left out or blanked (paths with the original list positions), or
 * `undefined` when the answer cannot be read even so (a required field of the record itself).
 */
export function salvage(
  schema: Parser,
  data: unknown,
): { data: unknown; invalid: InvalidData[] } | undefined {
  const root: { data: unknown } = { data: structuredClone(data) };
  // The original position of each element of a list that lost elements.
  const positions = new WeakMap<unknown[], number[]>();
  const blanked = new Map<string, 'null' | 'absent'>();
  const invalid: InvalidData[] = [];
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const parsed = schema.safeParse(root.data);
    if (parsed.success) return { data: parsed.data, invalid };
    const issues = parsed.error?.issues ?? [];
    const removals = new Map<unknown[], Map<number, string[]>>();
    const blanks: Array<{ parent: Container; key: PropertyKey; path: string; issues: string[] }> = [];
    for (const issue of issues) {
      const path = issue.path;
      const text = `${path.map(String).join('.') || '(data)'}: ${issue.message}`;
      // The innermost list element on the issue's path.
      let container: unknown = root.data;
      let element: { list: unknown[]; index: number } | undefined;
      for (const segment of path) {
        if (Array.isArray(container) && typeof segment === 'number' && segment < container.length) {
          element = { list: container, index: segment };
        }
        if (!isContainer(container)) break;
        container = (container as Record<PropertyKey, unknown>)[segment as keyof typeof container];
      }
      if (element) {
        const indexes = removals.get(element.list) ?? new Map<number, string[]>();
        indexes.set(element.index, [...(indexes.get(element.index) ?? []), text]);
        removals.set(element.list, indexes);
        continue;
      }
      const parent = path.length > 0 ? valueAt(root.data, path.slice(0, -1)) : undefined;
      const key = path[path.length - 1];
      if (!isContainer(parent) || key === undefined) return undefined;
      blanks.push({ parent, key, path: originalPath(root.data, path, positions), issues: [text] });
    }
    for (const blank of blanks) {
      const tried = blanked.get(blank.path);
      if (tried === 'absent') return undefined;
      if (tried === undefined) {
        (blank.parent as Record<PropertyKey, unknown>)[blank.key] = null;
        blanked.set(blank.path, 'null');
        invalid.push({ path: blank.path, issues: blank.issues });
      } else {
        delete (blank.parent as Record<PropertyKey, unknown>)[blank.key];
        blanked.set(blank.path, 'absent');
      }
    }
    // Paths first: leaving out a row must not hide where another list was.
    const listPaths = new Map([...removals.keys()].map((list) => [list, pathOf(root.data, list, positions)]));
    for (const [list, indexes] of removals) {
      const original = positions.get(list) ?? list.map((_, index) => index);
      const listPath = listPaths.get(list) ?? [];
      for (const index of [...indexes.keys()].sort((a, b) => b - a)) {
        const row = list[index];
        const id = idOf(row);
        invalid.push({
          path: [...listPath, String(original[index] ?? index)].join('.'),
          ...(id !== undefined && { id }),
          issues: indexes.get(index) ?? [],
        });
        list.splice(index, 1);
        original.splice(index, 1);
      }
      positions.set(list, original);
    }
  }
  return undefined;
}

function valueAt(root: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let value = root;
  for (const segment of path) {
    if (!isContainer(value)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment as keyof typeof value];
  }
  return value;
}

/** `path` with each list position as it was in the answer (before rows were left out). */
function originalPath(
  root: unknown,
  path: ReadonlyArray<PropertyKey>,
  positions: WeakMap<unknown[], number[]>,
): string {
  const out: string[] = [];
  let value = root;
  for (const segment of path) {
    if (Array.isArray(value) && typeof segment === 'number') {
      out.push(String(positions.get(value)?.[segment] ?? segment));
    } else out.push(String(segment));
    value = isContainer(value)
      ? (value as Record<PropertyKey, unknown>)[segment as keyof typeof value]
      : undefined;
  }
  return out.join('.');
}

/** The path (original positions) of the list `target` inside `root`, found by identity. */
function pathOf(
  root: unknown,
  target: unknown[],
  positions: WeakMap<unknown[], number[]>,
): string[] | undefined {
  if (root === target) return [];
  if (!isContainer(root)) return undefined;
  const entries: Array<[string, unknown]> = Array.isArray(root)
    ? root.map((value, index) => [String(positions.get(root)?.[index] ?? index), value])
    : Object.entries(root);
  for (const [key, value] of entries) {
    const inner = pathOf(value, target, positions);
    if (inner) return [key, ...inner];
  }
  return undefined;
}

/** A left-out row's `id` (or the `id` of an object it holds, e.g. a queue case's application). */
function idOf(row: unknown): string | number | undefined {
  if (!isContainer(row) || Array.isArray(row)) return undefined;
  const own = (row as Record<string, unknown>).id;
  if (typeof own === 'string' || typeof own === 'number') return own;
  for (const value of Object.values(row)) {
    if (isContainer(value) && !Array.isArray(value)) {
      const inner = (value as Record<string, unknown>).id;
      if (typeof inner === 'string' || typeof inner === 'number') return inner;
    }
  }
  return undefined;
}
