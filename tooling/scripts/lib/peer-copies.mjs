// The registry round trip's peers: which version of each shared library a consumer installs, and
// how many copies of it end up in the consumer's node_modules (ADR 160). Tested by
// peer-copies.test.mjs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The libraries of which a consumer's app must hold one copy. */
export const SINGLE_COPY = ['zod', 'xstate', 'react', 'react-dom'];

/** The floor of each part of a range: `^18.2.0 || ^19.0.0` → ['18.2.0', '19.0.0']. */
export function floors(range) {
  return range
    .split('||')
    .map((part) => /^\s*(?:\^|~|>=)?\s*(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?/.exec(part))
    .filter(Boolean)
    .map(([, major, minor = '0', patch = '0']) => {
      const number = (value) => (/^\d+$/.test(value) ? value : '0');
      return `${major}.${number(minor)}.${number(patch)}`;
    });
}

export function compareVersions(a, b) {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/**
 * The version of each shared library a consumer of `packages` gets (in `majors[name]` when given):
 * the highest of the floors the packages' peer ranges have there, so every range accepts it.
 * Throws when that is `workspaceVersion(name)`: the point is a patch the packages were not built
 * and tested with.
 */
export function peerVersions(packages, { majors = {}, workspaceVersion = () => undefined } = {}) {
  const chosen = {};
  for (const name of SINGLE_COPY) {
    const ranges = packages.map((pkg) => pkg.manifest.peerDependencies?.[name]).filter(Boolean);
    if (ranges.length === 0) continue;
    const candidates = ranges.map((range) => {
      const inMajor = floors(range).filter(
        (floor) => majors[name] === undefined || floor.startsWith(`${majors[name]}.`),
      );
      if (inMajor.length === 0)
        throw new Error(`the peer range "${range}" of ${name} has no major ${majors[name]}`);
      return inMajor.sort(compareVersions)[0];
    });
    const version = candidates.sort(compareVersions).at(-1);
    if (version === workspaceVersion(name)) {
      throw new Error(
        `${name}@${version} is the workspace's own version; the round trip needs another patch`,
      );
    }
    chosen[name] = version;
  }
  return chosen;
}

/** Every copy of `names` in a project's node_modules, nested ones included: name → [{ version, dir }]. */
export function installedCopies(project, names) {
  const copies = new Map(names.map((name) => [name, []]));
  const visit = (modules) => {
    if (!existsSync(modules)) return;
    for (const entry of readdirSync(modules, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const dirs = entry.name.startsWith('@')
        ? readdirSync(join(modules, entry.name), { withFileTypes: true })
            .filter((inner) => inner.isDirectory())
            .map((inner) => [`${entry.name}/${inner.name}`, join(modules, entry.name, inner.name)])
        : [[entry.name, join(modules, entry.name)]];
      for (const [name, dir] of dirs) {
        const manifest = join(dir, 'package.json');
        if (copies.has(name) && existsSync(manifest)) {
          copies.get(name).push({ version: JSON.parse(readFileSync(manifest, 'utf8')).version, dir });
        }
        visit(join(dir, 'node_modules'));
      }
    }
  };
  visit(join(project, 'node_modules'));
  // Shallowest first, so the copy a consumer's own import gets leads the list.
  for (const found of copies.values())
    found.sort((a, b) => a.dir.length - b.dir.length || a.dir.localeCompare(b.dir));
  return copies;
}

/** What is wrong with the copies of `names` in `project`: not exactly one, or not `versions[name]`. */
export function copyProblems(project, names, versions) {
  const copies = installedCopies(project, names);
  return names.flatMap((name) => {
    const found = copies.get(name);
    if (found.length === 1 && found[0].version === versions[name]) return [];
    const where = found.map((copy) => `${copy.version} in ${copy.dir.slice(project.length + 1)}`).join(', ');
    return [
      `${name}: ${found.length} cop${found.length === 1 ? 'y' : 'ies'} (${where || 'none'}), expected one ${versions[name]}`,
    ];
  });
}
