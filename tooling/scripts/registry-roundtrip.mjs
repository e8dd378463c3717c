// Proof that other teams can install our packages. For every published package it:
//   1. packs the built package as `pnpm publish` would (workspace:/catalog: specifiers rewritten);
//   2. publishes it, in dependency order, to a throwaway verdaccio on 127.0.0.1;
//   3. installs all of them from there into a fresh consumer project outside the workspace
//      (@lender/* from the local registry, everything else from the usual npm registry), with
//      typescript and @types/node;
//   4. runs the package's fixtures from packages/<pkg>/consumer/: esm.mjs (import) and cjs.cjs
//      (require) with node, and type-checks types.ts with tsc under a strict config three ways:
//      module nodenext as an ES module, nodenext as CommonJS (the same file as types.cts), and
//      moduleResolution bundler.
//   5. peers at other versions, one copy each: zod, xstate, react and react-dom are installed at the
//      oldest version every published range accepts (never the workspace's catalog version, so a
//      package that only works on the exact version it was built with fails), and the consumer's
//      node_modules must hold exactly one copy of each (the fixtures also check `instanceof`
//      against the consumer's zod and XState);
//   6. React 19: a second consumer installs the packages that take React as a peer (the ui kit,
//      the flow's React entry) with React 19 and its types, and runs their fixtures and the
//      TypeScript check again; the first consumer ran them on React 18.
// The registry and temp folders are removed at the end, also on failure and on Ctrl-C.
// Extra packages a fixture needs (say react for a hooks entry) go in
// packages/<pkg>/consumer/package.json#devDependencies; extra TypeScript libraries its consumers
// always have (DOM for a React component kit) in its lender.lib.
// Usage: node tooling/scripts/registry-roundtrip.mjs [--keep] [@lender/name ...]   (default: all)
//   --keep leaves the consumer project in the temp folder for a look (the registry still stops).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRegistry } from './lib/local-registry.mjs';
import { copyProblems, peerVersions } from './lib/peer-copies.mjs';
import {
  childEnv,
  ensureBuilt,
  packAll,
  publishedPackages,
  root,
  shortPath,
} from './lib/published-packages.mjs';
import { indent, killAll, run, tail } from './lib/run.mjs';

const FIXTURES = ['esm.mjs', 'cjs.cjs', 'types.ts'];
const TOTAL_TIMEOUT_MS = 15 * 60_000;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const started = Date.now();
const temp = mkdtempSync(join(tmpdir(), 'lender-registry-roundtrip-'));
let registry;

const keep = process.argv.includes('--keep');

function cleanupSync() {
  killAll();
  if (keep) {
    rmSync(join(temp, 'registry'), { recursive: true, force: true });
    console.log(`kept ${join(temp, 'consumer')}`);
  } else {
    rmSync(temp, { recursive: true, force: true });
  }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\nregistry round trip interrupted (${signal}); stopping the registry`);
    cleanupSync();
    process.exit(130);
  });
}
setTimeout(() => {
  console.error(`registry round trip did not finish within ${TOTAL_TIMEOUT_MS / 60_000} minutes`);
  cleanupSync();
  process.exit(1);
}, TOTAL_TIMEOUT_MS).unref();

let phaseStarted = started;
/** Prints a finished phase with its duration. */
function phase(what) {
  const now = Date.now();
  console.log(`  ${what} (${((now - phaseStarted) / 1000).toFixed(1)} s)`);
  phaseStarted = now;
}

/** The version the workspace catalog pins for `name`, or `fallback`. */
function catalogVersion(name, fallback) {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const escaped = name.replace(/[/@.-]/g, '\\$&');
  const match = new RegExp(`^\\s+["']?${escaped}["']?:\\s*["']?([^\\s"'#]+)`, 'm').exec(yaml);
  return match?.[1] ?? fallback;
}

/** Which fixture files a package lacks; the whole list when it has no consumer/ folder. */
function missingFixtures(pkg) {
  return FIXTURES.filter((file) => !existsSync(join(pkg.dir, 'consumer', file)));
}

function fixtureDependencies(pkg) {
  const file = join(pkg.dir, 'consumer', 'package.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  return Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }).map(
    ([name, range]) => `${name}@${range}`,
  );
}

/** Extra TypeScript `lib` entries a package's consumers need (consumer/package.json#lender.lib). */
function fixtureLibs(pkg) {
  const file = join(pkg.dir, 'consumer', 'package.json');
  if (!existsSync(file)) return [];
  const libs = JSON.parse(readFileSync(file, 'utf8')).lender?.lib ?? [];
  return [...libs].sort();
}

/** Type packages that follow React's major in a consumer. */
const REACT_TYPES = ['@types/react', '@types/react-dom'];

/**
 * Records, for each package that takes a shared library as a peer, whether the consumer holds
 * exactly one copy of it at the version asked for.
 */
function recordSingleCopies(record, packages, project, versions, step) {
  for (const pkg of packages) {
    const peers = Object.keys(pkg.manifest.peerDependencies ?? {}).filter((name) => name in versions);
    if (peers.length === 0) continue;
    const problems = copyProblems(project, peers, versions);
    record(
      pkg.name,
      `${step} (${peers.map((name) => `${name}@${versions[name]}`).join(', ')})`,
      problems.length === 0,
      problems.join('\n'),
    );
  }
}

/** Install specs with each shared library (and React's types) replaced by the chosen version. */
function withPeerVersions(specs, versions, reactTypes) {
  const nameOf = (spec) => spec.slice(0, spec.lastIndexOf('@') > 0 ? spec.lastIndexOf('@') : spec.length);
  const replaced = specs.filter(
    (spec) => !(nameOf(spec) in versions) && !(reactTypes && REACT_TYPES.includes(nameOf(spec))),
  );
  return [
    ...replaced,
    ...Object.entries(versions).map(([name, version]) => `${name}@${version}`),
    ...(reactTypes ? REACT_TYPES.map((name) => `${name}@${reactTypes}`) : []),
  ];
}

function writeJson(file, value) {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

const COMPILER_OPTIONS = {
  strict: true,
  noEmit: true,
  noUncheckedIndexedAccess: true,
  noImplicitOverride: true,
  forceConsistentCasingInFileNames: true,
  esModuleInterop: true,
  target: 'ES2022',
  types: ['node'],
  // TypeScript's own lib.*.d.ts need no checking.
  skipDefaultLibCheck: true,
};

/**
 * The TypeScript set-ups a consumer might have. The first also checks every published .d.ts
 * (and what they import) as a consumer with skipLibCheck off would; the others only check that
 * the fixture compiles against them, which spares two more checks of @types/node.
 */
const TYPE_PASSES = [
  {
    name: 'tsc nodenext (ESM)',
    key: 'nodenext-esm',
    options: { module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2023'], skipLibCheck: false },
    include: ['fixtures/*/types.ts'],
  },
  {
    name: 'tsc nodenext (CJS)',
    key: 'nodenext-cjs',
    options: { module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2023'], skipLibCheck: true },
    include: ['fixtures/*/types.cts'],
  },
  {
    name: 'tsc bundler',
    key: 'bundler',
    options: {
      module: 'ESNext',
      moduleResolution: 'Bundler',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      skipLibCheck: true,
    },
    include: ['fixtures/*/types.ts'],
  },
];

async function main() {
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  let packages = publishedPackages();
  if (only.length > 0) packages = packages.filter((pkg) => only.includes(pkg.name));
  if (packages.length === 0) {
    console.log('No published packages: nothing to publish.');
    return 0;
  }
  const results = new Map(packages.map((pkg) => [pkg.name, { pkg, steps: [], failed: false }]));
  const record = (name, step, ok, detail) => {
    const result = results.get(name);
    result.steps.push({ step, ok, detail });
    if (!ok) result.failed = true;
  };

  // Packages with all three fixtures; the others fail but are still published and installed,
  // since their dependents need them.
  const runnable = [];
  for (const pkg of packages) {
    const missing = missingFixtures(pkg);
    if (missing.length === 0) runnable.push(pkg);
    if (missing.length > 0) {
      const where = `${shortPath(pkg.dir)}/consumer/`;
      const detail = existsSync(join(pkg.dir, 'consumer'))
        ? `${where} lacks ${missing.join(', ')}`
        : `add ${where} with ${FIXTURES.join(', ')}: a consumer's import, require and TypeScript use of ${pkg.name}`;
      record(pkg.name, 'fixtures', false, detail);
    }
  }

  for (const pkg of packages) await ensureBuilt(pkg);
  const tarballDir = join(temp, 'tarballs');
  mkdirSync(tarballDir);
  const tarballs = await packAll(packages, tarballDir);
  phase('packed with pnpm pack');

  registry = await startRegistry(join(temp, 'registry'));
  const host = registry.url.replace(/^https?:/, '');
  phase(`verdaccio is up at ${registry.url}`);

  // The consumer lives outside the workspace, so nothing resolves from the repository.
  const consumer = join(temp, 'consumer');
  mkdirSync(consumer);
  writeJson(join(consumer, 'package.json'), {
    name: 'lender-registry-consumer',
    version: '1.0.0',
    private: true,
    type: 'module',
  });
  writeFileSync(
    join(consumer, '.npmrc'),
    [
      `@lender:registry=${registry.url}`,
      `${host}:_authToken=${registry.token}`,
      'audit=false',
      'fund=false',
      'update-notifier=false',
      'loglevel=error',
      'provenance=false',
      '',
    ].join('\n'),
  );
  const npmOptions = (timeoutMs) => ({ cwd: consumer, env: childEnv(), timeoutMs });

  let publishFailed = false;
  for (const pkg of packages) {
    const published = await run(
      npm,
      ['publish', tarballs.get(pkg.name), '--registry', registry.url, '--ignore-scripts', '--tag', 'latest'],
      npmOptions(120_000),
    );
    record(pkg.name, 'publish', published.code === 0, published.code === 0 ? '' : tail(published.output));
    if (published.code !== 0) publishFailed = true;
  }
  if (publishFailed) return report(results);
  phase(`published ${packages.length} package${packages.length === 1 ? '' : 's'}`);

  // React 18 here (the oldest 18 the ranges accept), React 19 in the second consumer below.
  const peers = peerVersions(packages, {
    majors: { react: 18, 'react-dom': 18 },
    workspaceVersion: (name) => catalogVersion(name, undefined),
  });
  const specs = withPeerVersions(
    [
      ...packages.map((pkg) => `${pkg.name}@${pkg.version}`),
      `typescript@${catalogVersion('typescript', '5.9.3')}`,
      '@types/node@20',
      ...packages.flatMap(fixtureDependencies),
    ],
    peers,
  );
  const installed = await run(
    npm,
    ['install', '--no-audit', '--no-fund', '--loglevel=error', '--save-exact', ...specs],
    npmOptions(300_000),
  );
  if (installed.code !== 0) {
    for (const pkg of packages) record(pkg.name, 'npm install', false, tail(installed.output));
    return report(results);
  }
  phase(`npm install ${specs.join(' ')}`);
  for (const pkg of packages) {
    const manifest = join(consumer, 'node_modules', ...pkg.name.split('/'), 'package.json');
    const ok = existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version === pkg.version;
    record(
      pkg.name,
      'npm install',
      ok,
      ok ? '' : `${pkg.name}@${pkg.version} is not in the consumer's node_modules`,
    );
  }
  recordSingleCopies(record, packages, consumer, peers, 'one copy of each peer');

  for (const pkg of runnable) {
    cpSync(join(pkg.dir, 'consumer'), join(consumer, 'fixtures', pkg.folder), {
      recursive: true,
      filter: (source) => !/[/\\](node_modules|package\.json|tsconfig[^/\\]*\.json)$/.test(source),
    });
    const types = join(consumer, 'fixtures', pkg.folder, 'types.ts');
    cpSync(types, types.replace(/\.ts$/, '.cts'));
  }

  for (const pkg of runnable) {
    for (const [step, file] of [
      ['node import (esm.mjs)', 'esm.mjs'],
      ['node require (cjs.cjs)', 'cjs.cjs'],
    ]) {
      const executed = await run(process.execPath, [join('fixtures', pkg.folder, file)], npmOptions(60_000));
      record(pkg.name, step, executed.code === 0, executed.code === 0 ? '' : tail(executed.output));
    }
  }
  phase('ran the import and require fixtures');

  if (runnable.length > 0) {
    const tsc = join(consumer, 'node_modules', 'typescript', 'bin', 'tsc');
    // A package whose consumers are browser code (React components) declares the DOM libraries it
    // needs in consumer/package.json#lender.lib; its fixture is checked in a pass of its own with
    // them, so the DOM never leaks into the check of a platform-neutral package.
    const libsOf = (pkg) => fixtureLibs(pkg);
    const groups = new Map();
    for (const pkg of runnable) {
      const key = libsOf(pkg).join(',');
      groups.set(key, [...(groups.get(key) ?? []), pkg]);
    }
    const passes = [...groups.entries()].flatMap(([libKey, members]) =>
      TYPE_PASSES.map((pass) => {
        const extra = libKey ? libKey.split(',') : [];
        const lib = [...new Set([...(pass.options.lib ?? []), ...extra])];
        const include = pass.include.flatMap((pattern) =>
          members.map((pkg) => pattern.replace('fixtures/*/', `fixtures/${pkg.folder}/`)),
        );
        return {
          ...pass,
          key: `${pass.key}${libKey ? `-${libKey.replace(/\W+/g, '-').toLowerCase()}` : ''}`,
          lib,
          include,
          members,
        };
      }),
    );
    // The passes are independent; running them together roughly halves the wait on two cores.
    const results = await Promise.all(
      passes.map((pass) => {
        const project = `tsconfig.${pass.key}.json`;
        writeJson(join(consumer, project), {
          compilerOptions: { ...COMPILER_OPTIONS, ...pass.options, lib: pass.lib },
          include: pass.include,
        });
        return run(process.execPath, [tsc, '-p', project, '--pretty', 'false'], npmOptions(300_000));
      }),
    );
    passes.forEach((pass, index) => {
      const checked = results[index];
      const errors = tscErrors(checked.output);
      const general = errors.filter((error) => !pass.members.some((pkg) => belongsTo(error, pkg)));
      if (checked.code !== 0 && errors.length === 0) general.push(tail(checked.output));
      for (const pkg of pass.members) {
        const mine = [...errors.filter((error) => belongsTo(error, pkg)), ...general];
        record(pkg.name, pass.name, mine.length === 0, mine.join('\n'));
      }
    });
    phase(TYPE_PASSES.map((pass) => pass.name).join(', '));
  }

  await reactNineteen(runnable, record);
  return report(results);
}

/**
 * The packages that take React as a peer, installed again beside React 19 (the oldest 19 their
 * ranges accept) and its types, in a consumer of their own: their import and require fixtures run,
 * their TypeScript fixtures type-check (bundler resolution, with the DOM), and one copy of each
 * shared library is checked.
 */
async function reactNineteen(runnable, record) {
  const reactPackages = runnable.filter((pkg) => pkg.manifest.peerDependencies?.react !== undefined);
  if (reactPackages.length === 0) return;
  const project = join(temp, 'consumer-react19');
  mkdirSync(project);
  cpSync(join(temp, 'consumer', 'package.json'), join(project, 'package.json'));
  cpSync(join(temp, 'consumer', '.npmrc'), join(project, '.npmrc'));
  const options = (timeoutMs) => ({ cwd: project, env: childEnv(), timeoutMs });
  const peers = peerVersions(reactPackages, {
    majors: { react: 19, 'react-dom': 19 },
    workspaceVersion: (name) => catalogVersion(name, undefined),
  });
  const specs = withPeerVersions(
    [
      ...reactPackages.map((pkg) => `${pkg.name}@${pkg.version}`),
      `typescript@${catalogVersion('typescript', '5.9.3')}`,
      '@types/node@20',
      ...reactPackages.flatMap(fixtureDependencies),
    ],
    peers,
    '19',
  );
  const installed = await run(
    npm,
    ['install', '--no-audit', '--no-fund', '--loglevel=error', '--save-exact', ...specs],
    options(300_000),
  );
  if (installed.code !== 0) {
    for (const pkg of reactPackages) record(pkg.name, 'React 19: npm install', false, tail(installed.output));
    return;
  }
  phase(`React 19: npm install ${specs.join(' ')}`);
  recordSingleCopies(record, reactPackages, project, peers, 'React 19: one copy of each peer');
  for (const pkg of reactPackages) {
    cpSync(join(pkg.dir, 'consumer'), join(project, 'fixtures', pkg.folder), {
      recursive: true,
      filter: (source) => !/[/\\](node_modules|package\.json|tsconfig[^/\\]*\.json)$/.test(source),
    });
    for (const [step, file] of [
      ['React 19: node import (esm.mjs)', 'esm.mjs'],
      ['React 19: node require (cjs.cjs)', 'cjs.cjs'],
    ]) {
      const executed = await run(process.execPath, [join('fixtures', pkg.folder, file)], options(60_000));
      record(pkg.name, step, executed.code === 0, executed.code === 0 ? '' : tail(executed.output));
    }
  }
  const libs = [...new Set(reactPackages.flatMap(fixtureLibs))];
  writeJson(join(project, 'tsconfig.json'), {
    compilerOptions: {
      ...COMPILER_OPTIONS,
      module: 'ESNext',
      moduleResolution: 'Bundler',
      lib: [...new Set(['ES2023', 'DOM', 'DOM.Iterable', ...libs])],
      skipLibCheck: false,
    },
    include: reactPackages.map((pkg) => `fixtures/${pkg.folder}/types.ts`),
  });
  const tsc = join(project, 'node_modules', 'typescript', 'bin', 'tsc');
  const checked = await run(
    process.execPath,
    [tsc, '-p', 'tsconfig.json', '--pretty', 'false'],
    options(300_000),
  );
  const errors = tscErrors(checked.output);
  const general = errors.filter((error) => !reactPackages.some((pkg) => belongsTo(error, pkg)));
  if (checked.code !== 0 && errors.length === 0) general.push(tail(checked.output));
  for (const pkg of reactPackages) {
    const mine = [...errors.filter((error) => belongsTo(error, pkg)), ...general];
    record(pkg.name, 'React 19: tsc bundler', mine.length === 0, mine.join('\n'));
  }
  phase('React 19: fixtures and tsc');
}

/** tsc --pretty false output split into errors (an error's continuation lines are indented). */
function tscErrors(output) {
  const errors = [];
  for (const line of output.split('\n')) {
    if (line.trim() === '') continue;
    if (/^\s/.test(line) && errors.length > 0) errors[errors.length - 1] += `\n${line}`;
    else errors.push(line);
  }
  return errors;
}

/** An error belongs to a package when it is in the package's fixture or its published files. */
function belongsTo(error, pkg) {
  return error.startsWith(`fixtures/${pkg.folder}/`) || error.startsWith(`node_modules/${pkg.name}/`);
}

function report(results) {
  console.log('');
  let failed = 0;
  for (const { pkg, steps, failed: packageFailed } of results.values()) {
    if (packageFailed) failed++;
    const summary = steps.map((s) => `${s.ok ? '✔' : '✘'} ${s.step}`).join('  ');
    console.log(`${packageFailed ? '✘' : '✔'} ${pkg.name}@${pkg.version}  ${summary}`);
    for (const step of steps) {
      if (!step.ok && step.detail) console.log(`    ${step.step}:\n${indent(step.detail, '      ')}`);
    }
  }
  console.log(
    `\nregistry round trip: ${results.size - failed} of ${results.size} packages passed (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return failed === 0 ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`registry round trip failed: ${error instanceof Error ? error.message : String(error)}`);
  if (registry) console.error(`verdaccio log:\n${indent(registry.log())}`);
} finally {
  if (registry) await registry.stop();
  cleanupSync();
}
process.exit(code);
