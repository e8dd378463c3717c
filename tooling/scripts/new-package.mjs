// Creates a new published package, ready for the package checks and the registry round trip:
//   node tooling/scripts/new-package.mjs <name> "<one-line description>"
// writes packages/<name>/ with package.json (ESM + CommonJS exports, publishConfig, files with
// LICENSE and CHANGELOG, a gzip size budget for its entry and for an app's bundle of it), tsup
// (source maps, types for both formats), tsconfig, vitest, turbo (tests run on the build), a first
// function with its test, a README skeleton whose example runs in src/readme.test.ts, the consumer
// fixtures of the registry round trip (consumer/esm.mjs, cjs.cjs, types.ts), LICENSE, CHANGELOG
// and a changeset. Then: pnpm install, and `pnpm --filter @lender/<name> build test`.
// `--dry-run` prints the files instead of writing them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rootRepository } from './lib/package-manifest.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The files of a new package `@lender/<name>`, by path inside packages/<name>/. */
export function packageFiles(name, description, year = new Date().getUTCFullYear()) {
  const full = `@lender/${name}`;
  const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
  const repository = rootRepository(root);
  const licence = readFileSync(join(root, 'packages', 'clabe', 'LICENSE'), 'utf8').replace(
    /Copyright \(c\) \d{4}/,
    `Copyright (c) ${year}`,
  );
  return {
    'package.json': json({
      name: full,
      version: '0.0.0',
      description,
      keywords: [name],
      license: 'MIT',
      repository: { type: 'git', url: repository.url, directory: `packages/${name}` },
      homepage: `${repository.web}/tree/main/packages/${name}#readme`,
      bugs: { url: `${repository.web}/issues` },
      type: 'module',
      sideEffects: false,
      exports: {
        '.': {
          import: { types: './dist/index.d.ts', default: './dist/index.js' },
          require: { types: './dist/index.d.cts', default: './dist/index.cjs' },
        },
        './package.json': './package.json',
      },
      main: './dist/index.cjs',
      module: './dist/index.js',
      types: './dist/index.d.ts',
      files: ['dist', 'README.md', 'CHANGELOG.md', 'LICENSE'],
      publishConfig: { access: 'public' },
      engines: { node: '>=20.19' },
      lender: {
        sizeBudgetsGzip: { '.': 2048 },
        bundleBudgetsGzip: {
          'an app calling greet': {
            code: `import { greet } from '${full}';\nexport const text = greet('Ana');`,
            budget: 1024,
          },
        },
      },
      scripts: {
        build: 'tsup',
        dev: 'tsup --watch',
        lint: 'biome check .',
        typecheck: 'lender-tsc --noEmit',
        test: 'vitest run',
        clean: 'node ../../tooling/scripts/clean.mjs',
      },
      devDependencies: {
        '@lender/tsconfig': 'workspace:*',
        '@lender/tsup-config': 'workspace:*',
        '@lender/vitest-config': 'workspace:*',
        '@types/node': 'catalog:',
        tsup: 'catalog:',
        typescript: 'catalog:',
        vitest: 'catalog:',
      },
    }),
    'tsup.config.ts': `import { library } from '@lender/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(library({ entry: { index: 'src/index.ts' } }));
`,
    'tsconfig.json': json({
      extends: '@lender/tsconfig/library.json',
      include: ['src', '*.config.ts'],
      compilerOptions: { types: ['node'] },
    }),
    'vitest.config.ts': `import { lenderVitestConfig } from '@lender/vitest-config';

export default lenderVitestConfig();
`,
    'turbo.json': json({
      $schema: 'https://turbo.build/schema.json',
      extends: ['//'],
      tasks: { test: { dependsOn: ['^build', 'build'], outputs: [] } },
    }),
    'src/index.ts': `/**
 * A greeting in Spanish: replace it with the package's first real function.
 *
 * @example
 * \`\`\`ts
 * greet('Ana'); //=> '¡Hola, Ana!'
 * \`\`\`
 */
export function greet(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw new RangeError('greet needs a name');
  return \`¡Hola, \${trimmed}!\`;
}
`,
    'src/index.test.ts': `import { describe, expect, it } from 'vitest';
import { greet } from './index';

describe('greet', () => {
  it('greets by name, trimmed', () => {
    expect(greet('  Ana ')).toBe('¡Hola, Ana!');
  });

  it('refuses an empty name', () => {
    expect(() => greet(' ')).toThrow(RangeError);
  });
});
`,
    'src/readme.test.ts': `import { testReadmeExamples } from '@lender/vitest-config/readme';

// Every example of README.md runs as written against the built package (\`pnpm build\` first).
testReadmeExamples({ packageDir: new URL('..', import.meta.url) });
`,
    'README.md': `# ${full}

> ${description}

- ESM + CommonJS + types, \`sideEffects: false\`, browsers and Node.js ≥ 20.

## Install

\`\`\`sh
pnpm add ${full}
\`\`\`

## Usage

Every example in this README runs as written in a test (\`src/readme.test.ts\`, on the built
package): a \`// value\` comment after an expression is checked.

\`\`\`ts
import { greet } from '${full}';

greet('Ana'); // '¡Hola, Ana!'
\`\`\`

## API

### greet(name)

Returns the greeting; throws \`RangeError\` for an empty name.

## Errors

## FAQ
`,
    'CHANGELOG.md': `# ${full}\n`,
    LICENSE: licence,
    'consumer/esm.mjs': `// Registry round trip: the published package imported as ESM.
import assert from 'node:assert/strict';
import { greet } from '${full}';

assert.equal(greet('Ana'), '¡Hola, Ana!');
console.log('${full} esm ok');
`,
    'consumer/cjs.cjs': `// Registry round trip: the published package required as CommonJS.
const assert = require('node:assert/strict');
const { greet } = require('${full}');

assert.equal(greet('Ana'), '¡Hola, Ana!');
console.log('${full} cjs ok');
`,
    'consumer/types.ts': `// Registry round trip (types): compiled with tsc --noEmit against the published .d.ts files.
import { greet } from '${full}';

const text: string = greet('Ana');
// @ts-expect-error greet takes a string
greet(1);

export { text };
`,
  };
}

function main() {
  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const [name, description] = args.filter((arg) => arg !== '--dry-run');
  if (!name || !/^[a-z][a-z0-9-]*$/.test(name) || !description) {
    console.error('usage: node tooling/scripts/new-package.mjs <name> "<one-line description>" [--dry-run]');
    console.error('  <name>: lower-case letters, digits and dashes (the package becomes @lender/<name>)');
    return 2;
  }
  const dir = join(root, 'packages', name);
  if (existsSync(dir)) {
    console.error(`packages/${name} exists already`);
    return 1;
  }
  const files = packageFiles(name, description);
  files[join('..', '..', '.changeset', `${name}-initial.md`)] =
    `---\n"@lender/${name}": minor\n---\n\nFirst release: ${description}\n`;
  for (const [file, content] of Object.entries(files)) {
    const path = join(dir, file);
    if (dryRun) {
      console.log(`--- ${join('packages', name, file)}\n${content}`);
      continue;
    }
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
  if (!dryRun) {
    // The repository's formatter decides the layout of the JSON files.
    const biome = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'biome.cmd' : 'biome');
    spawnSync(biome, ['check', '--write', dir], { cwd: root, stdio: 'inherit' });
    console.log(`created packages/${name} (@lender/${name}) and .changeset/${name}-initial.md`);
    console.log(
      'next: pnpm install && pnpm --filter @lender/' +
        name +
        ' build && pnpm --filter @lender/' +
        name +
        ' test',
    );
    console.log(`then: node tooling/scripts/package-checks.mjs @lender/${name}`);
  }
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main();
