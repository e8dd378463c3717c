// Package checks for every published package (packages/* that are not private and have a
// publishConfig), run on the tarball `pnpm publish` would upload:
//   - publint: errors fail, warnings and suggestions are printed;
//   - arethetypeswrong, profile "node16": the types must resolve for `import` and `require` under
//     moduleResolution node16/nodenext and for bundlers (stylesheet exports, `./styles.css`, are
//     left out: they have no types). node10 resolution is not required: it
//     ignores `exports`, so subpath entries (`@lender/clabe/plazas`) cannot work there, and our
//     packages need Node >= 20;
//   - gzip size (level 9) of each export subpath's ESM entry, with the local chunks it imports
//     statically, against package.json#lender.sizeBudgetsGzip (bytes by subpath; a subpath
//     without a budget is printed only);
//   - the tarball holds LICENSE, CHANGELOG.md, README.md and a source map for each ESM entry;
//   - the packed package.json (workspace: and catalog: rewritten) has the metadata another team
//     reads on the registry (repository with its directory, homepage, bugs, keywords, engines,
//     description, licence) and publishes no exact pins, with zod, xstate, react, react-dom as
//     peers accepting every supported major (lib/package-manifest.mjs, tested by
//     package-manifest.test.mjs);
//   - the packed README.md stands alone on a registry page: no relative link, no citation of the
//     platform's spec sections, decision records or issues;
//   - the packed declaration files (`*.d.ts`, `*.d.cts`) cite none of those either: their doc
//     comments are what another team reads on hover and in the API reference;
//   - gzip size of a consumer's browser bundle, dependencies included: package.json#lender.
//     bundleBudgetsGzip maps a label to `{ "code": "<an app's module>", "budget": bytes }`; the code
//     is bundled by esbuild from the package's folder (its built dist and its installed
//     dependencies: zod, ky, xstate, …), minified for browsers, and gzipped (level 9). An entry may
//     add `"without": ["xstate", …]`: packages that must contribute no byte to that bundle (e.g.
//     `@lender/flow/decide` must not pull XState), checked on esbuild's metafile; an item with a
//     folder after the package name (`"zod/v4/classic"`) names that folder of the package only
//     (the public calculator parses with `zod/mini` and must not pull classic zod, ADR 081). An
//     entry may add `"external": ["zod"]`: peers left out of the bundle (the app has them anyway),
//     so the figure is what the package adds on top of them.
// Usage: node tooling/scripts/package-checks.mjs [@lender/name ...]   (default: all)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  declarationProblems,
  dependencyProblems,
  metadataProblems,
  readmeProblems,
  rootRepository,
} from './lib/package-manifest.mjs';
import {
  childEnv,
  ensureBuilt,
  esmEntries,
  packAll,
  publishedPackages,
  root,
  shortPath,
} from './lib/published-packages.mjs';
import { indent, killAll, run } from './lib/run.mjs';

const require = createRequire(import.meta.url);

const ATTW_PROFILE = 'node16';
const bin = (name) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

const started = Date.now();
const temp = mkdtempSync(join(tmpdir(), 'lender-package-checks-'));
const cleanup = () => {
  killAll();
  rmSync(temp, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}

/** Gzip size of an ESM entry plus every local module it imports statically (its chunks). */
function gzipSizeOfEntry(file) {
  const seen = new Set();
  const queue = [resolve(file)];
  const parts = [];
  while (queue.length > 0) {
    const current = queue.shift();
    if (seen.has(current)) continue;
    seen.add(current);
    const code = readFileSync(current, 'utf8');
    parts.push(code);
    const specifiers =
      /(?:^|[\s;}])(?:import|export)\s*(?:[\w*${}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
    for (const match of code.matchAll(specifiers)) queue.push(resolve(dirname(current), match[1]));
  }
  const content = Buffer.from(parts.join('\n'));
  return { files: seen.size, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

/**
 * Gzip size of what a browser app bundles for `code`, imported from `dir` (the package's folder):
 * the package's published build plus every dependency it pulls, minified, tree-shaken.
 */
async function bundleSizeOf(dir, code, external = []) {
  const { build } = require('esbuild');
  const result = await build({
    // Peers the app already has for itself (e.g. zod), left out to measure what the package adds.
    external: external.flatMap((name) => [name, `${name}/*`]),
    stdin: { contents: code, resolveDir: dir, loader: 'js', sourcefile: 'app.js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const output = result.outputFiles[0].contents;
  const byPackage = new Map();
  for (const [file, input] of Object.entries(Object.values(result.metafile.outputs)[0].inputs)) {
    const workspace = /(?:^|\/)packages\/([^/]+)\//.exec(file)?.[1];
    const name =
      /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ??
      (workspace ? `@lender/${workspace}` : 'the app');
    byPackage.set(name, (byPackage.get(name) ?? 0) + input.bytesInOutput);
  }
  const parts = [...byPackage]
    .filter(([, bytes]) => bytes > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(1)} KB`);
  const packages = [...byPackage].filter(([, bytes]) => bytes > 0).map(([name]) => name);
  const files = Object.entries(Object.values(result.metafile.outputs)[0].inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([file]) => file);
  return { raw: output.length, gzip: gzipSync(output, { level: 9 }).length, parts, packages, files };
}

/** True when `item` of a bundle's `without` (a package, or a package's folder) is in the bundle. */
function pulls(size, item) {
  const folder = /^((?:@[^/]+\/)?[^/]+)\/(.+)$/.exec(item);
  if (!folder) return size.packages.includes(item);
  const needle = `node_modules/${folder[1]}/${folder[2].replace(/\/$/, '')}/`;
  return size.files.some((file) => file.includes(needle));
}

async function checkPackage(pkg, tarball) {
  const failures = [];
  const notes = [];
  const colour = process.stdout.isTTY ? [] : ['--no-color'];

  const publint = await run(bin('publint'), ['run', tarball], {
    cwd: root,
    env: childEnv(),
    timeoutMs: 60_000,
  });
  const publintMessages = publint.output
    .split('\n')
    .filter((line) => !/^(Running publint|Unpacking tarball|Linting\.\.\.|All good!)/.test(line.trim()))
    .join('\n')
    .trim();
  if (publint.code !== 0) failures.push('publint');
  if (publintMessages) notes.push(`publint:\n${indent(publintMessages)}`);

  // Stylesheet exports (`@lender/ui/styles.css`) have no types to resolve: attw checks JavaScript only.
  const stylesheets = Object.entries(pkg.manifest.exports ?? {})
    .filter(([, target]) => typeof target === 'string' && target.endsWith('.css'))
    .map(([subpath]) => subpath);
  const exclude = stylesheets.length > 0 ? ['--exclude-entrypoints', ...stylesheets] : [];
  const attw = await run(
    bin('attw'),
    [tarball, '--profile', ATTW_PROFILE, '--format', 'table', ...exclude, ...colour],
    {
      cwd: root,
      env: childEnv(),
      timeoutMs: 120_000,
    },
  );
  if (attw.code !== 0) {
    failures.push('attw');
    notes.push(`arethetypeswrong (profile ${ATTW_PROFILE}):\n${indent(attw.output)}`);
  }

  // What every tarball carries besides the build: the licence, the changelog, the README, and a
  // source map beside each published JavaScript entry.
  const listing = await run('tar', ['-tzf', tarball], { cwd: root, env: childEnv(), timeoutMs: 60_000 });
  const packed = new Set(listing.output.split('\n').map((line) => line.trim().replace(/^package\//, '')));
  const required = ['LICENSE', 'CHANGELOG.md', 'README.md'];
  for (const { file } of esmEntries(pkg.manifest)) required.push(`${file.replace(/^\.\//, '')}.map`);
  const absent = required.filter((file) => !packed.has(file));
  if (listing.code !== 0 || absent.length > 0) {
    failures.push('tarball contents');
    notes.push(`the tarball lacks ${absent.join(', ') || '(tar failed)'}`);
  }

  // The manifest as published: pnpm rewrote workspace: and catalog: into versions when packing.
  const packedManifest = await run('tar', ['-xzOf', tarball, 'package/package.json'], {
    cwd: root,
    env: childEnv(),
    timeoutMs: 60_000,
  });
  let published;
  try {
    published = JSON.parse(packedManifest.output);
  } catch {
    failures.push('manifest');
    notes.push(`could not read package.json from the tarball: ${packedManifest.output.slice(0, 200)}`);
  }
  if (published) {
    const metadata = metadataProblems(published, { folder: pkg.folder, repository: rootRepository(root) });
    if (metadata.length > 0) {
      failures.push('metadata');
      notes.push(`published package.json lacks metadata:\n${indent(metadata.join('\n'))}`);
    }
    const dependencies = dependencyProblems(published);
    if (dependencies.length > 0) {
      failures.push('dependencies');
      notes.push(`published dependencies:\n${indent(dependencies.join('\n'))}`);
    }
  }

  // The README as the registry shows it: no relative links, no citations outsiders cannot follow.
  const packedReadme = await run('tar', ['-xzOf', tarball, 'package/README.md'], {
    cwd: root,
    env: childEnv(),
    timeoutMs: 60_000,
  });
  const readme = packedReadme.code === 0 ? readmeProblems(packedReadme.output) : [];
  if (readme.length > 0) {
    failures.push('README');
    notes.push(`README.md does not stand alone:\n${indent(readme.join('\n'))}`);
  }

  // The declarations as a consumer's editor shows them: doc comments that stand alone too.
  const declarationFiles = [...packed].filter((file) => /\.d\.c?ts$/.test(file)).sort();
  const declarations = [];
  for (const file of declarationFiles) {
    const text = await run('tar', ['-xzOf', tarball, `package/${file}`], {
      cwd: root,
      env: childEnv(),
      timeoutMs: 60_000,
    });
    for (const problem of declarationProblems(text.output)) declarations.push(`${file} ${problem}`);
  }
  if (declarations.length > 0) {
    failures.push('declarations');
    notes.push(`declaration files cite what outsiders cannot read:\n${indent(declarations.join('\n'))}`);
  }

  const entries = esmEntries(pkg.manifest);
  const budgets = pkg.manifest.lender?.sizeBudgetsGzip ?? {};
  const sizes = [];
  for (const { subpath, file } of entries) {
    const size = gzipSizeOfEntry(join(pkg.dir, file));
    const budget = budgets[subpath];
    const over = typeof budget === 'number' && size.gzip > budget;
    if (over) failures.push(`size ${subpath}`);
    sizes.push({ subpath, file, ...size, budget, over });
  }
  for (const subpath of Object.keys(budgets)) {
    if (!entries.some((entry) => entry.subpath === subpath)) {
      failures.push(`budget ${subpath}`);
      notes.push(
        `lender.sizeBudgetsGzip names "${subpath}", which is not an ESM export subpath of ${pkg.name}`,
      );
    }
  }
  if (entries.length === 0) notes.push('no ESM export entry to measure');

  const bundles = [];
  for (const [label, { code, budget, without = [], external = [] }] of Object.entries(
    pkg.manifest.lender?.bundleBudgetsGzip ?? {},
  )) {
    try {
      const size = await bundleSizeOf(pkg.dir, code, external);
      const over = size.gzip > budget;
      if (over) failures.push(`bundle "${label}"`);
      const pulled = without.filter((item) => pulls(size, item));
      if (pulled.length > 0) {
        failures.push(`bundle "${label}" pulls ${pulled.join(', ')}`);
        notes.push(`bundle "${label}" must not contain ${pulled.join(', ')}, and does`);
      }
      bundles.push({ label, ...size, budget, over: over || pulled.length > 0 });
      notes.push(`bundle "${label}" (${size.gzip} B gzip, budget ${budget} B): ${size.parts.join(', ')}`);
    } catch (error) {
      failures.push(`bundle "${label}"`);
      notes.push(
        `bundle "${label}" did not build: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return {
    pkg,
    failures,
    notes,
    publint: publint.code === 0 ? 'ok' : 'FAIL',
    attw: attw.code === 0 ? 'ok' : 'FAIL',
    sizes,
    bundles,
  };
}

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  const line = (row) =>
    row
      .map((cell, column) => String(cell).padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

async function main() {
  const only = process.argv.slice(2);
  let packages = publishedPackages();
  if (only.length > 0) packages = packages.filter((pkg) => only.includes(pkg.name));
  if (packages.length === 0) {
    console.log('No published packages to check.');
    return 0;
  }
  console.log(`Checking ${packages.map((pkg) => pkg.name).join(', ')}`);
  for (const pkg of packages) await ensureBuilt(pkg);
  const tarballs = await packAll(packages, temp);

  // Two at a time: the machines have two cores and attw is CPU-bound.
  const results = new Array(packages.length);
  let next = 0;
  await Promise.all(
    [0, 1].map(async () => {
      while (next < packages.length) {
        const index = next++;
        results[index] = await checkPackage(packages[index], tarballs.get(packages[index].name));
      }
    }),
  );

  const rows = [['package', 'publint', `attw (${ATTW_PROFILE})`, 'entry', 'gzip B', 'budget B', 'result']];
  for (const result of results) {
    const base = [result.pkg.name, result.publint, result.attw];
    const sizes = result.sizes.length > 0 ? result.sizes : [undefined];
    sizes.forEach((size, index) => {
      const cells = index === 0 ? base : ['', '', ''];
      if (!size) {
        rows.push([...cells, '-', '-', '-', result.failures.length ? 'FAIL' : 'ok']);
        return;
      }
      const verdict = size.over ? 'OVER BUDGET' : size.budget === undefined ? 'no budget' : 'ok';
      const files = size.files > 1 ? ` (+${size.files - 1} chunk${size.files > 2 ? 's' : ''})` : '';
      rows.push([...cells, `${size.subpath} ${size.file}${files}`, size.gzip, size.budget ?? '-', verdict]);
    });
    for (const bundle of result.bundles) {
      const verdict = bundle.over ? 'OVER BUDGET' : 'ok';
      rows.push(['', '', '', `app bundle: ${bundle.label}`, bundle.gzip, bundle.budget, verdict]);
    }
  }
  for (const result of results) {
    if (result.notes.length === 0) continue;
    console.log(`\n${result.pkg.name} (${shortPath(result.pkg.dir)})`);
    for (const note of result.notes) console.log(indent(note, '  '));
  }
  console.log(`\n${table(rows)}\n`);
  const failed = results.filter((result) => result.failures.length > 0);
  for (const result of failed) console.log(`✘ ${result.pkg.name}: ${result.failures.join(', ')}`);
  console.log(
    `package checks: ${results.length - failed.length} of ${results.length} packages passed (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return failed.length === 0 ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`package checks failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  cleanup();
}
process.exit(code);
