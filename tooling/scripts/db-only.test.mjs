// node --test tooling/scripts/db-only.test.mjs — `packages/db` is the only package that imports
// drizzle-orm, pg or PGlite, or depends on them (docs/decisions/153-the-database-package.md):
// the others reach the database through `@lender/db` (`@lender/db/orm` for Drizzle's query
// builder, `@lender/db/schema` for the tables) or `@lender/core/db`, so one copy of each runs and an
// upgrade of Drizzle or pg is proven in one package.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const DB = 'packages/db';
/** The database's own dependencies, which only packages/db may name. */
const DATABASE_MODULES = ['drizzle-orm', 'drizzle-kit', 'pg', '@electric-sql/pglite', '@types/pg'];
const SKIP = new Set(['node_modules', 'dist', 'build', '.turbo', '.types', '.cache', 'coverage', 'public']);

function packagesUnder(folder) {
  const base = join(root, folder);
  if (!existsSync(base)) return [];
  return readdirSync(base)
    .map((name) => join(base, name))
    .filter((path) => existsSync(join(path, 'package.json')));
}

function sourcesUnder(folder) {
  const out = [];
  for (const name of readdirSync(folder)) {
    if (SKIP.has(name)) continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) out.push(...sourcesUnder(path));
    else if (/\.(c|m)?(j|t)sx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const isDatabaseModule = (specifier) =>
  specifier === 'pg' ||
  specifier.startsWith('pg/') ||
  DATABASE_MODULES.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/** The specifiers a file imports (static, dynamic, require) and the quoted module names it loads. */
function specifiersOf(text) {
  const found = [];
  const patterns = [
    /(?:^|[\s;])(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /(?:^|[\s;])import\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g,
    /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
    // A module loaded by name through a helper (`load('drizzle-orm')`): any quoted Drizzle or PGlite name.
    /['"]((?:drizzle-orm|drizzle-kit|@electric-sql\/pglite)(?:\/[^'"]*)?)['"]/g,
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.push(match[1]);
  return found;
}

const workspace = [
  ...packagesUnder('apps'),
  ...packagesUnder('packages'),
  ...packagesUnder('tooling'),
].filter((path) => relative(root, path).split(sep).join('/') !== 'tooling/scripts');

test('the database package exists and owns the schema and migrations', () => {
  assert.ok(existsSync(join(root, DB, 'src', 'schema', 'index.ts')));
  assert.ok(existsSync(join(root, DB, 'drizzle', 'meta', '_journal.json')));
});

test('no package but packages/db imports drizzle-orm, pg or PGlite', () => {
  const offenders = [];
  for (const pkg of workspace) {
    const name = relative(root, pkg).split(sep).join('/');
    if (name === DB) continue;
    for (const file of sourcesUnder(pkg)) {
      const text = readFileSync(file, 'utf8');
      for (const specifier of specifiersOf(text)) {
        if (isDatabaseModule(specifier)) offenders.push(`${relative(root, file)}: ${specifier}`);
      }
    }
  }
  assert.deepEqual(offenders, []);
});

test('no package but packages/db depends on drizzle-orm, pg or PGlite', () => {
  const offenders = [];
  for (const pkg of workspace) {
    const name = relative(root, pkg).split(sep).join('/');
    if (name === DB) continue;
    const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
      for (const dependency of Object.keys(manifest[field] ?? {})) {
        if (DATABASE_MODULES.includes(dependency)) offenders.push(`${name}: ${field}.${dependency}`);
      }
    }
  }
  assert.deepEqual(offenders, []);
});
