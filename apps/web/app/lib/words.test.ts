import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { SITE_NAMESPACES } from './site-namespaces';
import { wordsFiles } from './site-words.plugin';
import { namespacesOf } from './words';

const APP = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The routes Remix builds from `app/routes/` (test/global-setup.ts). */
const ROUTES = inject('siteRoutes');
const NAMESPACE_KEY = new RegExp(`['"\`](${SITE_NAMESPACES.join('|')}):`, 'g');

/** The app's own modules a module imports (relative imports, followed through the app). */
function localImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)]
    .map((match) => join(dirname(file), match[1] as string))
    .flatMap((base) => [`${base}.tsx`, `${base}.ts`])
    .filter((candidate) => {
      try {
        readFileSync(candidate);
        return !candidate.endsWith('.server.ts');
      } catch {
        return false;
      }
    });
}

/** Every namespace a page's browser code names, and whether it validates as the borrower types. */
function browserNamespaces(entry: string) {
  const seen = new Set<string>();
  const namespaces = new Set<string>();
  let liveForm = false;
  const visit = (file: string) => {
    if (seen.has(file) || file.includes('/lib/words') || file.endsWith('root.tsx')) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(NAMESPACE_KEY)) namespaces.add(match[1] as string);
    if (/useLiveForm\(/.test(source)) liveForm = true;
    for (const next of localImports(file)) visit(next);
  };
  visit(join(APP, entry));
  if (liveForm) namespaces.add('errors');
  return namespaces;
}

// Issue 37: words are static files per namespace, and a page gets the namespaces of its area. A page
// that names a namespace its area does not load would show keys instead of words in the browser.
describe('the words each page fetches', () => {
  it.each(ROUTES.filter((route) => route.file.endsWith('.tsx')).map((route) => [route.path, route.file]))(
    '%s gets every namespace its browser code names',
    (path, file) => {
      const needed = [...browserNamespaces(file)].sort();
      const fetched = namespacesOf(path === '/*' ? '/no-existe' : path);
      expect(needed.filter((ns) => !fetched.includes(ns as never))).toEqual([]);
    },
  );

  it('every namespace is one hashed file; the home page fetches only the common words', () => {
    const files = wordsFiles();
    expect(files.map((f) => f.namespace)).toEqual([...SITE_NAMESPACES]);
    for (const file of files)
      expect(file.fileName).toMatch(new RegExp(`^assets/words-${file.namespace}-[\\w-]{10}\\.json$`));
    expect(namespacesOf('/')).toEqual(['common']);
    expect(namespacesOf('/registration/employment')).toContain('registration');
  });
});
