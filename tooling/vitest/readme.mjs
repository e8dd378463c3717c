// README examples as tests: every ```ts / ```tsx block of a package's README is type-checked against
// the package's published types (dist, through the package's own name) and executed, bundled by
// esbuild from the built package as a consumer's bundler would. A line `expression; // value`
// whose comment is a literal (`// 1`, `// 'login'`, `// { ok: true }`) becomes an assertion: the
// expression must equal the value (objects: at least the properties shown). A comment that is not
// a literal (`// centavos due on offer.endDate`) stays a comment.
//
// Usage, in a package's src/readme.test.ts:
//   import { testReadmeExamples } from '@lender/vitest-config/readme';
//   testReadmeExamples({ packageDir: new URL('..', import.meta.url) });
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractExamples, withAssertions } from './readme-parse.mjs';

export { extractExamples, withAssertions };

const OUT_DIR = '.readme-examples';

function assertEqual(actual, expected, line) {
  const where = `README line ${line}`;
  if (expected !== null && typeof expected === 'object' && !Array.isArray(expected)) {
    expect(actual, where).toMatchObject(expected);
  } else {
    expect(actual, where).toEqual(expected);
  }
}

/** esbuild plugin: `?url` imports (Vite) become the file's path, stylesheets are dropped. */
const assetsPlugin = {
  name: 'readme-assets',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /\?url$/ }, (args) => ({ path: args.path, namespace: 'asset-url' }));
    pluginBuild.onLoad({ filter: /.*/, namespace: 'asset-url' }, (args) => ({
      contents: `export default ${JSON.stringify(
        `/assets/${args.path
          .replace(/\?url$/, '')
          .split('/')
          .pop()}`,
      )};`,
      loader: 'js',
    }));
  },
};

/**
 * Registers one test per README example of a package, plus one that type-checks them all.
 * The package must be built (its tests depend on its own `build` in turbo).
 *
 * @param {object} options
 * @param {URL | string} options.packageDir the package's folder
 * @param {string} [options.readme] README file name, default `README.md`
 * @param {string[]} [options.types] extra `compilerOptions.types` for the examples
 * @param {() => Promise<(() => Promise<void> | void) | void> | (() => Promise<void> | void) | void} [options.setup]
 *   run once before the examples (e.g. start a fixture server); may return a teardown
 */
export function testReadmeExamples({ packageDir, readme = 'README.md', types = [], setup } = {}) {
  const dir = packageDir instanceof URL ? fileURLToPath(packageDir) : packageDir;
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const examples = extractExamples(readFileSync(join(dir, readme), 'utf8'));
  const out = join(dir, OUT_DIR);
  const files = examples.map((example, index) => {
    const slug = example.heading
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40);
    return join(out, `${String(index + 1).padStart(2, '0')}-${slug || 'example'}.${example.lang}`);
  });

  describe(`${manifest.name} ${readme} examples`, () => {
    let teardown;
    beforeAll(async () => {
      const missing = Object.values(manifest.exports ?? {}).length > 0 && !existsSync(join(dir, 'dist'));
      if (missing) throw new Error(`${manifest.name} is not built: run its build before its README test`);
      rmSync(out, { recursive: true, force: true });
      mkdirSync(out, { recursive: true });
      examples.forEach((example, index) => {
        writeFileSync(files[index], `${example.code}\n`);
      });
      globalThis.__readmeExpect = assertEqual;
      teardown = await setup?.();
      return async () => {
        await teardown?.();
        delete globalThis.__readmeExpect;
      };
    });

    it('has examples', () => {
      expect(examples.length).toBeGreaterThan(0);
    });

    // One whole tsc of the examples against the published types: on a loaded 2-core machine it has
    // taken over a minute (i18n's declarations are large), so it gets its own time-out.
    it('type-checks every example against the published types', () => {
      writeFileSync(
        join(out, 'tsconfig.json'),
        JSON.stringify(
          {
            extends: '../tsconfig.json',
            compilerOptions: {
              noEmit: true,
              types: ['node', ...types],
              jsx: 'react-jsx',
              noUnusedLocals: false,
              noUnusedParameters: false,
              isolatedModules: true,
              moduleDetection: 'force',
            },
            include: ['*.ts', '*.tsx'],
            exclude: ['*.run.ts', '*.run.tsx'],
          },
          null,
          2,
        ),
      );
      const tsc = join(dir, 'node_modules', 'typescript', 'bin', 'tsc');
      const result = spawnSync(process.execPath, [tsc, '-p', join(out, 'tsconfig.json')], {
        cwd: dir,
        encoding: 'utf8',
      });
      const output = `${result.stdout}${result.stderr}`
        .split('\n')
        .map((text) => {
          // Point each diagnostic at the README line it comes from.
          const match = /^(\d\d)-[^(]*\.(tsx?)\((\d+),(\d+)\)(.*)$/.exec(text.replace(`${OUT_DIR}/`, ''));
          if (!match) return text;
          const example = examples[Number(match[1]) - 1];
          return `${readme}:${example.line + Number(match[3])}:${match[4]}${match[5]}`;
        })
        .join('\n')
        .trim();
      expect(output, 'tsc on the README examples').toBe('');
      expect(result.status).toBe(0);
    }, 180_000);

    examples.forEach((example, index) => {
      const name = `runs the example at line ${example.line}${example.heading ? ` (${example.heading})` : ''}`;
      it(name, async () => {
        const source = files[index];
        const { code } = withAssertions(example.code, example.line + 1);
        const instrumented = source.replace(/\.(tsx?)$/, '.run.$1');
        writeFileSync(instrumented, code);
        const outfile = instrumented.replace(/\.tsx?$/, '.mjs');
        await build({
          entryPoints: [instrumented],
          outfile,
          bundle: true,
          platform: 'node',
          format: 'esm',
          target: 'node20',
          jsx: 'automatic',
          absWorkingDir: dir,
          logLevel: 'silent',
          loader: { '.css': 'empty', '.woff2': 'empty', '.woff': 'empty' },
          plugins: [assetsPlugin],
          // Bundled CommonJS dependencies still `require` Node's built-ins.
          banner: {
            js: "import { createRequire as __readmeRequire } from 'node:module'; const require = __readmeRequire(import.meta.url);",
          },
        });
        // The bundle is what a consumer's bundler would produce from the published package.
        await import(/* @vite-ignore */ `${pathToFileURL(outfile).href}?t=${Date.now()}`);
      });
    });
  });
}
