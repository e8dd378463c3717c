// The workspace's published packages: found, ordered by dependency, built when needed, packed
// exactly as `pnpm publish` would pack them (workspace: and catalog: specifiers rewritten).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pnpmCommand, root } from '../pnpm.mjs';
import { indent, run, tail } from './run.mjs';

export { root };

const DEPENDENCY_FIELDS = ['dependencies', 'peerDependencies', 'optionalDependencies'];

/** Every workspace package under packages/, published or not. */
function workspacePackages() {
  const base = join(root, 'packages');
  if (!existsSync(base)) return [];
  return readdirSync(base, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(base, entry.name, 'package.json')))
    .map((entry) => {
      const dir = join(base, entry.name);
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      return { name: manifest.name, version: manifest.version, dir, folder: entry.name, manifest };
    });
}

/** A package is published when it is not private and has a publishConfig. */
export function isPublished(manifest) {
  return manifest.private !== true && manifest.publishConfig !== undefined;
}

/**
 * The published packages in dependency order (a package comes after the workspace packages it
 * depends on at run time). Throws when a published package depends on a private one, because
 * nobody outside the workspace could install it.
 */
export function publishedPackages() {
  const all = workspacePackages();
  const byName = new Map(all.map((pkg) => [pkg.name, pkg]));
  const published = all.filter((pkg) => isPublished(pkg.manifest));
  const problems = [];
  for (const pkg of published) {
    pkg.workspaceDependencies = [];
    for (const field of DEPENDENCY_FIELDS) {
      for (const dep of Object.keys(pkg.manifest[field] ?? {})) {
        const target = byName.get(dep);
        if (!target) continue;
        if (!isPublished(target.manifest)) {
          problems.push(`${pkg.name} has ${dep} in ${field}, but ${dep} is not published`);
        } else {
          pkg.workspaceDependencies.push(dep);
        }
      }
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));

  const ordered = [];
  const state = new Map();
  const visit = (pkg, path) => {
    if (state.get(pkg.name) === 'done') return;
    if (state.get(pkg.name) === 'visiting') {
      throw new Error(`dependency cycle between published packages: ${[...path, pkg.name].join(' → ')}`);
    }
    state.set(pkg.name, 'visiting');
    for (const dep of pkg.workspaceDependencies) visit(byName.get(dep), [...path, pkg.name]);
    state.set(pkg.name, 'done');
    ordered.push(pkg);
  };
  for (const pkg of [...published].sort((a, b) => a.name.localeCompare(b.name))) visit(pkg, []);
  return ordered;
}

/** Every file path an exports map, main, module or types field points at (wildcards skipped). */
function declaredFiles(manifest) {
  const files = new Set();
  const walk = (target) => {
    if (typeof target === 'string') {
      if (!target.includes('*')) files.add(target);
    } else if (Array.isArray(target)) {
      for (const item of target) walk(item);
    } else if (target && typeof target === 'object') {
      for (const value of Object.values(target)) walk(value);
    }
  };
  walk(manifest.exports);
  for (const field of ['main', 'module', 'types', 'typings']) walk(manifest[field]);
  return [...files];
}

function missingFiles(pkg) {
  return declaredFiles(pkg.manifest).filter((file) => !existsSync(join(pkg.dir, file)));
}

/**
 * Makes sure every file the package declares exists. The build step of the test command has
 * normally produced them; when it has not (the script was run on its own), the package and its
 * workspace dependencies are built here.
 */
export async function ensureBuilt(pkg) {
  const missing = missingFiles(pkg);
  if (missing.length === 0) return;
  console.log(`  ${pkg.name}: ${missing.join(', ')} missing; building it`);
  const [bin, ...prefix] = pnpmCommand();
  const result = await run(bin, [...prefix, '--filter', `${pkg.name}...`, 'run', 'build'], {
    cwd: root,
    env: childEnv(),
    timeoutMs: 300_000,
  });
  const still = missingFiles(pkg);
  if (result.code !== 0 || still.length > 0) {
    throw new Error(
      `building ${pkg.name} failed${still.length ? ` (still missing: ${still.join(', ')})` : ''}\n${indent(tail(result.output))}`,
    );
  }
}

/**
 * Packs `packages` with one `pnpm pack` run into `destination` and returns a map from package
 * name to tarball path. pnpm rewrites `workspace:` and `catalog:` specifiers as it would when
 * publishing, so the tarball is exactly what the registry would receive.
 */
export async function packAll(packages, destination) {
  const [bin, ...prefix] = pnpmCommand();
  const filters = packages.flatMap((pkg) => ['--filter', pkg.name]);
  const result = await run(
    bin,
    [...prefix, '--recursive', ...filters, 'pack', '--pack-destination', destination, '--json'],
    { cwd: root, env: childEnv(), timeoutMs: 180_000 },
  );
  if (result.code !== 0) throw new Error(`pnpm pack failed\n${indent(tail(result.output))}`);
  const json = result.output.slice(result.output.search(/^[[{]/m));
  let parsed;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error(`could not read pnpm pack --json output\n${indent(tail(result.output))}`);
  }
  const tarballs = new Map();
  for (const entry of Array.isArray(parsed) ? parsed : [parsed]) {
    tarballs.set(entry.name, entry.filename);
  }
  for (const pkg of packages) {
    if (!tarballs.has(pkg.name) || !existsSync(tarballs.get(pkg.name))) {
      throw new Error(`pnpm pack produced no tarball for ${pkg.name}`);
    }
  }
  return tarballs;
}

/**
 * The environment for npm and pnpm children: the caller's, minus the `npm_config_*` and
 * `npm_package_*` variables a parent `npm test` or `pnpm run` injects (they would point npm at
 * the workspace). Upper-case NPM_CONFIG_* variables a developer sets on purpose are kept.
 */
export function childEnv(extra = {}) {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^npm_(config|package|lifecycle)_/.test(key) || key === 'npm_execpath' || key === 'npm_command')
      continue;
    if (key === 'INIT_CWD' || key === 'PNPM_SCRIPT_SRC_DIR') continue;
    env[key] = value;
  }
  return {
    ...env,
    COREPACK_ENABLE_STRICT: '0',
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
    ...extra,
  };
}

/** `packages/clabe` style path for messages. */
export function shortPath(dir) {
  return relative(root, dir) || '.';
}

/**
 * The export subpaths of a manifest with the ESM file each one loads, e.g.
 * `[{ subpath: '.', file: './dist/index.js' }]`. `./package.json`, wildcard subpaths and
 * subpaths without an ESM JavaScript target are left out.
 */
export function esmEntries(manifest) {
  let exportsMap = manifest.exports;
  if (exportsMap === undefined) {
    const file = manifest.module ?? (manifest.type === 'module' ? manifest.main : undefined);
    return file ? [{ subpath: '.', file }] : [];
  }
  if (
    typeof exportsMap === 'string' ||
    Array.isArray(exportsMap) ||
    !Object.keys(exportsMap)[0]?.startsWith('.')
  ) {
    exportsMap = { '.': exportsMap };
  }
  const entries = [];
  for (const [subpath, target] of Object.entries(exportsMap)) {
    if (subpath === './package.json' || subpath.includes('*')) continue;
    const file = esmTarget(target, manifest.type === 'module');
    if (file) entries.push({ subpath, file });
  }
  return entries;
}

function esmTarget(target, typeModule) {
  if (typeof target === 'string') {
    if (/\.mjs$/.test(target) || (typeModule && /\.js$/.test(target))) return target;
    return undefined;
  }
  if (Array.isArray(target)) {
    for (const item of target) {
      const found = esmTarget(item, typeModule);
      if (found) return found;
    }
    return undefined;
  }
  if (target && typeof target === 'object') {
    for (const condition of ['import', 'module', 'node', 'default']) {
      if (condition in target) {
        const found = esmTarget(target[condition], typeModule);
        if (found) return found;
      }
    }
  }
  return undefined;
}
