// The tsup options our builds share: a published package's tsup.config.ts calls `library()` with its
// entries (and what it needs beyond them: external modules, minification); server code spreads
// `nodeOptions`.
import { bundleDeclarations } from './declarations.mjs';

export { bundleDeclarations };

/**
 * A published package (`packages/*`, and what `tooling/scripts/new-package.mjs` generates): ESM and
 * CommonJS, for browsers and Node alike (`platform: 'neutral'`, ES2020), tree-shaken, with shared
 * chunks so a module runs once however many entries an app imports, and source maps (the package
 * checks want one per ESM entry). Its types come from `library()`.
 * @type {import('tsup').Options}
 */
const libraryOptions = {
  format: ['esm', 'cjs'],
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'es2020',
  platform: 'neutral',
  sourcemap: true,
};

/**
 * Code Node runs on the server (the API and the internal `@lender/core`): ESM only, no `.d.ts`
 * (type-checking reads the sources), dependencies left external, source maps for stack traces.
 * @type {import('tsup').Options}
 */
export const nodeOptions = {
  format: ['esm'],
  dts: false,
  clean: true,
  target: 'node20',
  platform: 'node',
  sourcemap: true,
};

/**
 * A published package's options: {@link libraryOptions} with `overrides` on top, whose declaration bundles
 * are written by TypeScript 7 and rollup-plugin-dts once the JavaScript is built (./declarations.mjs,
 * ADR 350) instead of tsup's `dts`, which emits them through TypeScript 5.9 at several times the CPU.
 * @param {import('tsup').Options & { entry: string[] | Record<string, string> }} overrides
 * @returns {import('tsup').Options}
 */
export function library(overrides) {
  const options = { ...libraryOptions, ...overrides };
  const format = /** @type {('esm' | 'cjs')[]} */ ([options.format ?? 'esm'].flat());
  return {
    ...options,
    dts: false,
    onSuccess: () => bundleDeclarations({ entry: overrides.entry, format }),
  };
}
