// node --test tooling/scripts/no-patches.test.mjs — no patched third-party code and no reaching into a
// dependency's internals (issue 41, ADR 125): nothing under patches/, no patchedDependencies, no
// import of a package's private modules, no call of Drizzle's @internal dialect or session, no
// subclass of node:http's classes. Public APIs only, so an upgrade of pg, Drizzle or Node needs no
// private code re-proven.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The repository's tracked files (and new ones not ignored), as paths from the root. */
function repositoryFiles() {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  assert.equal(listed.status, 0, listed.stderr);
  return listed.stdout.split('\n').filter((path) => path !== '' && existsSync(join(root, path)));
}

/** What reaches into a dependency's internals, with why it is refused. */
const FORBIDDEN = [
  { pattern: /\bprepareQuery\b/, why: "Drizzle's @internal session.prepareQuery" },
  {
    pattern:
      /\.(dialect|session)\s*\.\s*(sqlToQuery|prepareQuery|prepareRelationalQuery|execute|all|count|build\w*)\s*\(/,
    why: "a call on a Drizzle database's @internal dialect or session",
  },
  { pattern: /\bmapResultRow\b|\brawQueryConfig\b/, why: "Drizzle's internal row mapping or query config" },
  {
    pattern:
      /(from\s+|require\(\s*|import\(\s*)['"](pg|pg-pool|pg-protocol|drizzle-orm|pino|jose|hono)\/lib\//,
    why: "a package's private lib/ module",
  },
  {
    pattern: /['"]drizzle-orm\/(utils|[\w-]+\/session)['"]/,
    why: "Drizzle's internal utils or session module",
  },
  {
    pattern: /extends\s+(ServerResponse|IncomingMessage|OutgoingMessage)\b/,
    why: "a subclass of node:http's classes",
  },
  { pattern: /defineProperty\([^)]*['"]writableEnded['"]/, why: "an override of Node's writableEnded" },
];

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

test('nothing under patches/', () => {
  const dir = join(root, 'patches');
  assert.deepEqual(
    existsSync(dir) ? readdirSync(dir) : [],
    [],
    'patches/ holds files: live without them (ADR 125)',
  );
});

test('no patchedDependencies in the workspace, any package.json or the lockfile', () => {
  const workspace = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  assert.doesNotMatch(workspace, /^patchedDependencies:/m, 'pnpm-workspace.yaml');
  const lockfile = readFileSync(join(root, 'pnpm-lock.yaml'), 'utf8');
  assert.doesNotMatch(lockfile, /^patchedDependencies:/m, 'pnpm-lock.yaml');
  const manifests = repositoryFiles().filter(
    (path) => path === 'package.json' || path.endsWith('/package.json'),
  );
  assert.ok(manifests.includes('package.json'));
  for (const path of manifests) {
    const manifest = JSON.parse(readFileSync(join(root, path), 'utf8'));
    assert.equal(manifest.pnpm?.patchedDependencies, undefined, `${path}: pnpm.patchedDependencies`);
  }
});

test('no source file reaches into Drizzle, pg or node:http internals', () => {
  const self = 'tooling/scripts/no-patches.test.mjs';
  const offences = [];
  const sources = repositoryFiles().filter((path) => SOURCE.test(path) && path !== self);
  assert.ok(sources.length > 100, 'the source files were found');
  for (const path of sources) {
    const text = readFileSync(join(root, path), 'utf8');
    for (const { pattern, why } of FORBIDDEN) {
      const match = pattern.exec(text);
      if (match) {
        const line = text.slice(0, match.index).split('\n').length;
        offences.push(`${path}:${line}: ${why} (${match[0]})`);
      }
    }
  }
  assert.deepEqual(offences, []);
});

test('the checks catch what they are for', () => {
  const caught = (text) => FORBIDDEN.some(({ pattern }) => pattern.test(text));
  for (const text of [
    'internals.dialect.sqlToQuery(query)',
    'db.session.prepareQuery(statement, undefined, name, false)',
    "const { normalizeQueryConfig } = require('pg/lib/utils.js')",
    "import { mapResultRow } from 'drizzle-orm/utils'",
    "import type { PgSession } from 'drizzle-orm/pg-core/session'",
    'class Deferred extends ServerResponse {}',
    "Object.defineProperty(proto, 'writableEnded', { get })",
  ]) {
    assert.ok(caught(text), text);
  }
  for (const text of [
    'const dialect = new PgDialect({ casing }); dialect.sqlToQuery(query)',
    "db.select().from(clients).prepare('lender_client_by_id')",
    'pool.query({ name, text, values })',
    "import { jwtVerify } from 'jose'",
  ]) {
    assert.ok(!caught(text), text);
  }
});
