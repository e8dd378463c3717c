// One router (issue 49, ADR 283): every request is answered by the route Hono's table names. Nothing
// may answer in front of it again: no assignment to an app's `fetch`, and what `serve()` or
// `getRequestListener()` of @hono/node-server gets is an app's own `fetch`, never a wrapper.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OpenAPIHono } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createProcessMetrics } from './metrics';
import { createTestApp, type TestApp } from './test/test-app';

const SRC = fileURLToPath(new URL('.', import.meta.url));

/** This file: its samples of what must not be written are strings, not code. */
const THIS_FILE = 'one-router.test.ts';

/** Every TypeScript file under `src/` but this one, tests and fixtures included, with its text. */
function sources(dir = SRC): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    if (!/\.(ts|tsx|mts)$/.test(entry.name) || relative(SRC, path) === THIS_FILE) return [];
    return [{ file: relative(SRC, path), text: readFileSync(path, 'utf8') }];
  });
}

/** The code of a source without its comments (a comment may name what it must not do). */
function code(text: string): string {
  return text.replaceAll(/\/\*[\s\S]*?\*\//g, '').replaceAll(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** `fetch` assigned (`app.fetch = …`, `app['fetch'] = …`, `Object.assign(app, { fetch })`, `defineProperty`). */
const FETCH_ASSIGNED = [
  /\.\s*fetch\s*(?:\|\||&&|\?\?)?=(?!=)/,
  /\[\s*['"`]fetch['"`]\s*\]\s*(?:\|\||&&|\?\?)?=(?!=)/,
  /defineProperty\([^)]*['"`]fetch['"`]/,
  /Object\.assign\(\s*\w+\s*,\s*\{[^}]*\bfetch\b/,
];

/** What is handed to @hono/node-server: `serve({ fetch: X, … })`, `getRequestListener(X, …)`, `createAdaptorServer({ fetch: X })`. */
const HANDED_OVER = [
  /\bserve\(\s*\{[^}]*?\bfetch\b\s*(?::\s*([^,}\s]+))?/g,
  /\bcreateAdaptorServer\(\s*\{[^}]*?\bfetch\b\s*(?::\s*([^,}\s]+))?/g,
  /\bgetRequestListener\(\s*([^,)\s]+)/g,
];

describe('one router (ADR 283)', () => {
  const files = sources();

  it('finds the sources it checks', () => {
    expect(files.map((f) => f.file)).toEqual(expect.arrayContaining(['app.ts', 'server.ts', 'worker.ts']));
  });

  it('no source assigns an app’s fetch', () => {
    const found = files.flatMap(({ file, text }) =>
      FETCH_ASSIGNED.filter((pattern) => pattern.test(code(text))).map((pattern) => `${file}: ${pattern}`),
    );
    expect(found).toEqual([]);
  });

  it('what is served is an app’s own fetch, never a function in front of it', () => {
    const handed = files.flatMap(({ file, text }) =>
      HANDED_OVER.flatMap((pattern) =>
        [...code(text).matchAll(pattern)].map((match) => ({ file, argument: match[1] ?? 'fetch' })),
      ),
    );
    // The server and the tests that serve the app on a socket.
    expect(handed.map((h) => h.file)).toContain('server.ts');
    const wrappers = handed.filter((h) => !/^[\w.]+\.fetch$/.test(h.argument));
    expect(wrappers).toEqual([]);
  });

  it('the checks catch what they are for', () => {
    const wrapped = [
      'const routed = app.fetch;\napp.fetch = (request) => routed(request);',
      "app['fetch'] = answerFirst;",
      "Object.defineProperty(app, 'fetch', { value: answerFirst });",
      'Object.assign(app, { fetch: answerFirst });',
    ];
    for (const text of wrapped)
      expect(
        FETCH_ASSIGNED.some((p) => p.test(code(text))),
        text,
      ).toBe(true);
    const served = [
      'serve({ fetch, port: env.PORT })',
      'serve({ fetch: answerFirst, port: 0 })',
      'getRequestListener((request) => app.fetch(request))',
      'createAdaptorServer({ fetch: wrapped })',
    ];
    for (const text of served) {
      const arguments_ = HANDED_OVER.flatMap((p) => [...code(text).matchAll(p)].map((m) => m[1] ?? 'fetch'));
      expect(arguments_.length, text).toBe(1);
      expect(/^[\w.]+\.fetch$/.test(arguments_[0] ?? ''), text).toBe(false);
    }
    expect(
      FETCH_ASSIGNED.some((p) => p.test(code('// app.fetch = nothing, a comment\nif (a.fetch === b) {}'))),
    ).toBe(false);
  });
});

describe('the app createApp builds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps Hono’s own fetch, with or without metrics', () => {
    const own = String(new OpenAPIHono().fetch);
    expect(String(t.app.fetch)).toBe(own);
    const metrics = createProcessMetrics({ service: 'api', handle: { db: t.core.db } });
    expect(String(createApp({ core: t.core, metrics }).fetch)).toBe(own);
  });
});
