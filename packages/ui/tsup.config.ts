import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleDeclarations } from '@lender/tsup-config';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig, type Options } from 'tsup';

// vanilla-extract is compiled away: the JavaScript carries class names only, and every rule lands in
// one stylesheet, dist/styles.css (`@lender/ui/styles.css`), so a consumer needs no vanilla-extract
// build step. Dependencies (react-aria-components, lucide-react, …) stay external.
//
// Tree-shaking (ADR 033): the ESM build keeps one module per source module (every component file is
// an entry, shared code goes to chunks), so an app's bundler drops whole modules the app does not
// import (`sideEffects` in package.json marks only CSS as having effects). CommonJS stays one file.
// The stylesheet stays one file built from `src/index.ts`: the JavaScript never imports CSS, so
// no bundler can drop a rule the app needs.

const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^react-aria-components/,
  /^lucide-react/,
  /^@lender\//,
  /^jsbarcode/,
];

/**
 * Marks every vanilla-extract recipe call (`createRuntimeFn({ defaultClassName: … })`) as pure: the
 * compiled `.css.ts` modules do not say so, and a bundler must otherwise keep a recipe a page never
 * uses because its module holds one the page does (ADR 036: dead recipes on the home page's load).
 */
function markRecipesPure(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      markRecipesPure(path);
      continue;
    }
    if (!entry.name.endsWith('.js')) continue;
    const code = readFileSync(path, 'utf8');
    const alias = /import\{[^}]*\bcreateRuntimeFn as ([\w$]+)/.exec(code)?.[1];
    if (!alias) continue;
    const call = new RegExp(`(?<![\\w$.])${alias.replace('$', '\\$')}\\(\\{defaultClassName:`, 'g');
    writeFileSync(
      path,
      code.replace(call, (m) => `/*#__PURE__*/${m}`),
    );
  }
}

/** Every source module except tests, stories, styles (`*.css.ts` are bundled into their users) and types. */
function moduleEntries(): string[] {
  const entries: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'stories' && entry.name !== 'test') walk(path);
      } else if (
        /\.tsx?$/.test(entry.name) &&
        !/\.(test|stories|css)\.tsx?$/.test(entry.name) &&
        !entry.name.endsWith('.d.ts')
      ) {
        entries.push(path);
      }
    }
  };
  walk('src');
  return entries;
}

// Both builds run at once into dist/: the `build` script empties it first (no `clean` here).
const shared: Options = {
  treeshake: false,
  minify: true,
  target: 'es2020',
  platform: 'neutral',
  sourcemap: true,
  external,
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
};

export default defineConfig([
  {
    ...shared,
    entry: moduleEntries(),
    format: ['esm'],
    outDir: 'dist',
    // Keeps `dist/components/Calculator.js` beside `dist/index.js`.
    outExtension: () => ({ js: '.js' }),
    splitting: true,
    async onSuccess() {
      // esbuild writes one extracted stylesheet per entry; index.css holds every rule (the index
      // imports every module). Keep it under the exported name and drop the per-module copies.
      renameSync('dist/index.css', 'dist/styles.css');
      renameSync('dist/index.css.map', 'dist/styles.css.map');
      // …and the stylesheet's map comment with it (it named index.css.map, which is not shipped).
      writeFileSync(
        'dist/styles.css',
        readFileSync('dist/styles.css', 'utf8').replace(
          /sourceMappingURL=index\.css\.map/,
          'sourceMappingURL=styles.css.map',
        ),
      );
      const prune = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const path = join(dir, entry.name);
          if (entry.isDirectory()) prune(path);
          else if (/\.css(\.map)?$/.test(entry.name) && !entry.name.startsWith('styles.css'))
            rmSync(path, { force: true });
        }
      };
      prune('dist');
      markRecipesPure('dist');
    },
  },
  {
    ...shared,
    entry: { index: 'src/index.ts' },
    format: ['cjs'],
    outDir: 'dist',
    splitting: false,
    treeshake: true,
    // The ESM build writes the stylesheet; this one emits class names only (no race on index.css).
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short', outputCss: false })],
    // Then the declarations, once for both formats: TypeScript 7's emit bundled as `index.d.ts` and
    // `index.d.cts` (ADR 350).
    onSuccess: () => bundleDeclarations({ entry: { index: 'src/index.ts' } }),
  },
]);
