// The tsup options our builds share; a package's tsup.config.ts spreads one and adds its entries
// (and what it needs beyond them: external modules, minification).

/**
 * A published package (`packages/*`, and what `tooling/scripts/new-package.mjs` generates): ESM and
 * CommonJS with their own types, for browsers and Node alike (`platform: 'neutral'`, ES2020),
 * tree-shaken, with shared chunks so a module runs once however many entries an app imports, and
 * source maps (the package checks want one per ESM entry).
 * @type {import('tsup').Options}
 */
export const libraryOptions = {
  format: ['esm', 'cjs'],
  dts: true,
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
