// Issue 18 budget: the whole package as a browser bundle (fflate included), minified, ≤ 8 KB gzip.
// A size, not a timing: deterministic for a given source. The benchmark prints the same figure.
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const BUDGET_GZIP = 8 * 1024;

describe('browser bundle', () => {
  it(`stays within ${BUDGET_GZIP} bytes gzip with fflate`, async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('../src/index.ts', import.meta.url))],
      bundle: true,
      format: 'esm',
      minify: true,
      target: 'es2022',
      write: false,
    });
    const code = result.outputFiles[0]!.contents;
    expect(new TextDecoder().decode(code)).toContain('RSA-OAEP');
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(BUDGET_GZIP);
  });
});
