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
//     without a budget is printed only).
// Usage: node tooling/scripts/package-checks.mjs [@lender/name ...]   (default: all)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
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
  return {
    pkg,
    failures,
    notes,
    publint: publint.code === 0 ? 'ok' : 'FAIL',
    attw: attw.code === 0 ? 'ok' : 'FAIL',
    sizes,
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
