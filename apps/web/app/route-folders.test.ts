// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';

// Issue 49: a route's server code is beside it. Each page is a folder of app/routes that Remix finds
// by its own convention (no route table), and a module only one route uses lives in that folder;
// app/lib holds what several routes, or the document shell, share.

const APP = dirname(fileURLToPath(import.meta.url));
/** The routes Remix builds from `app/routes/` (test/global-setup.ts). */
const ROUTES = inject('siteRoutes');
/** The modules every page runs: the root route and Remix's entries. */
const SHELL = ['root.tsx', 'entry.server.tsx', 'entry.client.tsx'];
const ROUTE_MODULES = new Set(ROUTES.map((route) => route.file));

/** Every source file of app/ but tests, test helpers and declarations, relative to app/. */
function sources(dir = APP): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' && dir === APP ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$/.test(name) ? [relative(APP, path)] : [];
  });
}

const IMPORT =
  /\b(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The app modules a module imports (static, dynamic and type-only imports, re-exports). */
function importsOf(file: string): string[] {
  const source = readFileSync(join(APP, file), 'utf8');
  return [...source.matchAll(IMPORT)].flatMap((match) => {
    const base = resolve(APP, dirname(file), (match[1] ?? match[2]) as string);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    return found ? [relative(APP, found)] : [];
  });
}

const FILES = sources();
const IMPORTS = new Map(FILES.map((file) => [file, importsOf(file)]));
const isEntry = (file: string) => ROUTE_MODULES.has(file) || SHELL.includes(file);

/** The route modules and shell modules that reach each module, through modules that are neither. */
const USERS = new Map<string, Set<string>>(FILES.map((file) => [file, new Set()]));
for (const entry of FILES.filter(isEntry)) {
  const seen = new Set<string>();
  const visit = (file: string) => {
    for (const next of IMPORTS.get(file) ?? []) {
      if (seen.has(next) || isEntry(next)) continue;
      seen.add(next);
      USERS.get(next)?.add(entry);
      visit(next);
    }
  };
  visit(entry);
}

/** The route folder a file is in (`routes/profile_.my-loan/x.ts` → `routes/profile_.my-loan`). */
const folderOf = (file: string) => /^routes\/[^/]+(?=\/)/.exec(file)?.[0];
const shared = (users: ReadonlySet<string>) =>
  [...users].some((user) => SHELL.includes(user)) || users.size >= 2;

describe('route modules and their server code', () => {
  it('reads the imports it judges by (the shared server modules have many users)', () => {
    expect(FILES.length).toBeGreaterThan(100);
    expect(ROUTE_MODULES.size).toBeGreaterThan(40);
    expect(USERS.get('lib/flow.server.ts')?.size).toBeGreaterThan(20);
    expect([...(USERS.get('lib/root-data.server.ts') ?? [])]).toContain('root.tsx');
    expect([...(USERS.get('routes/profile_.my-loan/my-loan.server.ts') ?? [])]).toEqual([
      'routes/profile_.my-loan/route.tsx',
    ]);
  });

  it('has no route table: every route is a folder of app/routes, named by its URL, found by Remix', () => {
    for (const route of ROUTES) {
      expect(route.file, route.path).toMatch(/^routes\/[^/]+\/route\.tsx?$/);
      expect(route.id, route.path).toBe(folderOf(route.file));
    }
    const folders = readdirSync(join(APP, 'routes')).filter((name) =>
      statSync(join(APP, 'routes', name)).isDirectory(),
    );
    expect(folders.map((folder) => `routes/${folder}`).sort()).toEqual(
      ROUTES.map((route) => route.id).sort(),
    );
    const viteConfig = readFileSync(join(APP, '../vite.config.ts'), 'utf8');
    expect(viteConfig, "Remix's `routes` option").not.toMatch(/\bdefineRoutes\b|^\s*routes\s*[(:]/m);
  });

  const serverFiles = FILES.filter((file) => /\.server\.tsx?$/.test(file) && !SHELL.includes(file));

  it.each(serverFiles)('%s is beside the one route that uses it, or shared from app/lib', (file) => {
    const users = USERS.get(file) ?? new Set();
    const folder = folderOf(file);
    if (folder) {
      expect([...users]).toEqual([ROUTES.find((route) => route.id === folder)?.file]);
    } else {
      expect(file).toMatch(/^lib\//);
      expect(shared(users), `${file} is used by ${[...users].join(', ') || 'no route'}`).toBe(true);
    }
  });

  it('keeps in app/lib and app/components only what several routes, or the shell, share', () => {
    const alone = FILES.filter((file) => /^(lib|components)\//.test(file))
      .map((file) => [file, [...(USERS.get(file) ?? [])]] as const)
      .filter(([, users]) => users.length === 1 && !SHELL.includes(users[0] as string));
    expect(alone, 'a module one route alone uses goes in that route’s folder').toEqual([]);
  });

  it("keeps a route folder its route's own: nothing outside it imports from it", () => {
    const intruders = FILES.flatMap((file) =>
      (IMPORTS.get(file) ?? [])
        .filter((target) => folderOf(target) !== undefined && folderOf(target) !== folderOf(file))
        .map((target) => `${file} → ${target}`),
    );
    expect(intruders).toEqual([]);
  });
});
