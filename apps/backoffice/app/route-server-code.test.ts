// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 49: a route's server code lives beside it. Every `*.server.ts` of the app is either
// `routes/<route>.server.ts`, used by `routes/<route>.tsx` alone, or in `server/`, used by two
// route modules or more (or by the root or the server entry). "Used" follows imports, through
// components and other modules, to the route modules that reach it; tests do not count.

/** The app's modules by their path under `app/` (posix), and their source. */
type Tree = ReadonlyMap<string, string>;

const SERVER_MODULE = /\.server\.tsx?$/;
const TEST_MODULE = /\.test\.tsx?$/;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx', '/route.ts', '/route.tsx'];
/** The modules Remix starts from besides the routes. */
const ENTRIES = ['root.tsx', 'entry.server.tsx'];

/** A route module as Remix's flat routes see it: a module in `routes/`, or a folder's `route` module. */
function isRouteModule(path: string): boolean {
  if (TEST_MODULE.test(path) || SERVER_MODULE.test(path) || !/\.tsx?$/.test(path)) return false;
  const parts = path.split('/');
  if (parts[0] !== 'routes') return false;
  return parts.length === 2 || (parts.length === 3 && /^(route|index)\.tsx?$/.test(parts[2] as string));
}

/** The relative imports of a module (static, re-exports and dynamic), as paths under `app/`. */
function importsOf(tree: Tree, path: string): string[] {
  const source = tree.get(path) ?? '';
  const specifiers = [
    ...source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] as string);
  const found: string[] = [];
  for (const specifier of specifiers) {
    if (!specifier.startsWith('.')) continue;
    const base = posix.normalize(posix.join(posix.dirname(path), specifier.replace(/\?.*$/, '')));
    const target = EXTENSIONS.map((extension) => base + extension).find((candidate) => tree.has(candidate));
    if (target) found.push(target);
  }
  return found;
}

/** The route modules (and entries) that reach each module through imports. */
function usersOf(tree: Tree): Map<string, Set<string>> {
  const users = new Map<string, Set<string>>();
  const starts = [...tree.keys()].filter((path) => isRouteModule(path) || ENTRIES.includes(path));
  for (const start of starts) {
    const seen = new Set<string>([start]);
    const todo = [start];
    while (todo.length > 0) {
      for (const next of importsOf(tree, todo.pop() as string)) {
        if (seen.has(next)) continue;
        seen.add(next);
        todo.push(next);
        users.set(next, (users.get(next) ?? new Set()).add(start));
      }
    }
  }
  return users;
}

/** What breaks the rule, one line per module: empty when every server module is where it belongs. */
function misplacedServerModules(tree: Tree): string[] {
  const users = usersOf(tree);
  const problems: string[] = [];
  for (const path of [...tree.keys()].sort()) {
    if (!SERVER_MODULE.test(path) || TEST_MODULE.test(path) || ENTRIES.includes(path)) continue;
    const by = [...(users.get(path) ?? [])].sort();
    const parts = path.split('/');
    if (by.length === 0) {
      problems.push(`${path}: no route module uses it`);
    } else if (parts[0] === 'server' && parts.length === 2) {
      if (by.length < 2)
        problems.push(`${path}: shared, but only ${by[0]} uses it; move it beside that route`);
    } else if (parts[0] === 'routes' && parts.length === 2) {
      const stem = (parts[1] as string).replace(SERVER_MODULE, '');
      const owner = [`routes/${stem}.tsx`, `routes/${stem}.ts`].find((route) => tree.has(route));
      if (!owner) problems.push(`${path}: no route module routes/${stem}.tsx beside it`);
      else if (by.length !== 1 || by[0] !== owner)
        problems.push(`${path}: used by ${by.join(', ')}; beside ${owner}, it may serve that route alone`);
    } else if (parts[0] === 'routes' && parts.length === 3) {
      const owner = [`routes/${parts[1]}/route.tsx`, `routes/${parts[1]}/route.ts`].find((route) =>
        tree.has(route),
      );
      if (!owner || by.length !== 1 || by[0] !== owner)
        problems.push(
          `${path}: used by ${by.join(', ')}; in a route's folder, it may serve that route alone`,
        );
    } else {
      problems.push(`${path}: a server module lives beside its route or in server/`);
    }
  }
  return problems;
}

/** The app's modules on disk (tests left out: they are not what a route uses). */
function appTree(): Tree {
  const app = fileURLToPath(new URL('.', import.meta.url));
  const tree = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !TEST_MODULE.test(entry.name))
        tree.set(relative(app, full).split('\\').join('/'), readFileSync(full, 'utf8'));
    }
  };
  walk(app);
  return tree;
}

describe("a route's server code lives beside it (issue 49)", () => {
  it('holds for the back-office: each *.server.ts beside its one route, or shared by two or more', () => {
    const tree = appTree();
    expect([...tree.keys()].filter((path) => SERVER_MODULE.test(path)).length).toBeGreaterThan(10);
    expect(misplacedServerModules(tree)).toEqual([]);
  });

  it('no route module imports another route module (shared code goes to server/ or components/)', () => {
    const tree = appTree();
    const crossings = [...tree.keys()].filter(isRouteModule).flatMap((route) =>
      importsOf(tree, route)
        .filter(isRouteModule)
        .map((other) => `${route} → ${other}`),
    );
    expect(crossings).toEqual([]);
  });

  const route = (imports: string[]) => imports.map((path) => `import { x } from '${path}';`).join('\n');
  it.each([
    [
      'a shared module only one route uses',
      { 'routes/a.tsx': route(['../server/one.server']), 'server/one.server.ts': '' },
      ['server/one.server.ts: shared, but only routes/a.tsx uses it; move it beside that route'],
    ],
    [
      "a route's module another route uses too",
      {
        'routes/a.tsx': route(['./a.server']),
        'routes/b.tsx': route(['./a.server']),
        'routes/a.server.ts': '',
      },
      [
        'routes/a.server.ts: used by routes/a.tsx, routes/b.tsx; beside routes/a.tsx, it may serve that route alone',
      ],
    ],
    [
      "a route's module reached from another route through a component",
      {
        'routes/a.tsx': route(['./a.server']),
        'routes/b.tsx': route(['../components/panel']),
        'components/panel.tsx': "import type { Data } from '../routes/a.server';",
        'routes/a.server.ts': '',
      },
      [
        'routes/a.server.ts: used by routes/a.tsx, routes/b.tsx; beside routes/a.tsx, it may serve that route alone',
      ],
    ],
    [
      'a module beside no route of its name',
      { 'routes/a.tsx': route(['./b.server']), 'routes/b.server.ts': '' },
      ['routes/b.server.ts: no route module routes/b.tsx beside it'],
    ],
    [
      'a server module elsewhere',
      { 'routes/a.tsx': route(['../lib/a.server']), 'lib/a.server.ts': '' },
      ['lib/a.server.ts: a server module lives beside its route or in server/'],
    ],
    [
      'a module nothing uses',
      { 'server/dead.server.ts': '' },
      ['server/dead.server.ts: no route module uses it'],
    ],
  ])('finds %s', (_name, files, expected) => {
    expect(misplacedServerModules(new Map(Object.entries(files)))).toEqual(expected);
  });

  it('accepts the layouts the rule allows', () => {
    const tree = new Map(
      Object.entries({
        'root.tsx': route(['./server/session.server']),
        'routes/a.tsx': route(['./a.server', '../server/shared.server']),
        'routes/a.server.ts': route(['../server/session.server']),
        'routes/b.tsx': multiline(['../server/shared.server']),
        'routes/c/route.tsx': route(['./c.server']),
        'routes/c/c.server.ts': '',
        'server/shared.server.ts': '',
        'server/session.server.ts': '',
      }),
    );
    expect(misplacedServerModules(tree)).toEqual([]);
  });
});

/** An import over several lines, as the formatter writes a long one. */
function multiline(paths: string[]): string {
  return paths.map((path) => `import {\n  one,\n  two,\n} from '${path}';`).join('\n');
}
