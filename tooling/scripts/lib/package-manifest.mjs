// What a published package's manifest must carry for a team at another company to adopt it, read
// from the manifest `pnpm publish` would upload (workspace: and catalog: already rewritten):
//   - metadata: description, licence, keywords, engines.node, and `repository` (with the
//     package's `directory`), `homepage` and `bugs` on the repository the root package.json names;
//   - dependencies: no `workspace:`/`catalog:` left, no exact pins (a consumer on another patch
//     would install a second copy), and the libraries whose objects cross the package boundary
//     (zod schemas, XState machines, React elements, i18next instances) as peer dependencies,
//     never as dependencies: one copy in the consumer's app, so `instanceof` and types hold.
// Pure functions; package-checks.mjs runs them on every tarball, package-manifest.test.mjs
// covers them and runs them on the workspace's manifests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Libraries a published package must take as a peer when it uses them at run time, with the
 * majors we support (the range a peer declaration must accept at least the latest of).
 */
export const SHARED_LIBRARIES = {
  zod: { majors: [4] },
  xstate: { majors: [5] },
  '@xstate/react': { majors: [6] },
  react: { majors: [18, 19] },
  'react-dom': { majors: [18, 19] },
  i18next: { majors: [23] },
};

/** The repository the root package.json names: `{ url, web }` (web: https URL without .git). */
export function rootRepository(root) {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const url = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
  if (!url) throw new Error('the root package.json names no repository');
  return { url, web: webUrl(url) };
}

/** `git+https://github.com/o/r.git` → `https://github.com/o/r`. */
export function webUrl(url) {
  return url.replace(/^git\+/, '').replace(/\.git$/, '');
}

const isHttps = (value) => typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value);

/**
 * Problems with the metadata of `manifest`, the package in `packages/<folder>`, published from
 * `repository` (see rootRepository). Empty when it is complete.
 */
export function metadataProblems(manifest, { folder, repository }) {
  const problems = [];
  const directory = `packages/${folder}`;
  if (typeof manifest.description !== 'string' || manifest.description.trim().length < 20) {
    problems.push('description: a sentence saying what the package is');
  }
  if (typeof manifest.license !== 'string' || manifest.license.length === 0) problems.push('license');
  if (
    !Array.isArray(manifest.keywords) ||
    manifest.keywords.length === 0 ||
    !manifest.keywords.every((word) => typeof word === 'string' && word.trim().length > 0)
  ) {
    problems.push('keywords: a non-empty list of words');
  }
  if (typeof manifest.engines?.node !== 'string' || manifest.engines.node.length === 0) {
    problems.push('engines.node: the Node.js versions it runs on');
  }
  const repo = manifest.repository;
  if (typeof repo !== 'object' || repo === null) {
    problems.push(`repository: { "type": "git", "url": "${repository.url}", "directory": "${directory}" }`);
  } else {
    if (repo.type !== 'git') problems.push('repository.type: "git"');
    if (repo.url !== repository.url) {
      problems.push(`repository.url: "${repository.url}" (the root package.json's), not "${repo.url}"`);
    }
    if (repo.directory !== directory) {
      problems.push(`repository.directory: "${directory}", not "${repo.directory ?? '(none)'}"`);
    }
  }
  const homepage = `${repository.web}/tree/main/${directory}#readme`;
  if (!isHttps(manifest.homepage) || !manifest.homepage.startsWith(repository.web)) {
    problems.push(`homepage: an https page of the repository, e.g. "${homepage}"`);
  }
  const bugs = typeof manifest.bugs === 'string' ? manifest.bugs : manifest.bugs?.url;
  if (!isHttps(bugs) || !bugs.startsWith(repository.web)) {
    problems.push(`bugs: { "url": "${repository.web}/issues" }`);
  }
  return problems;
}

/** True when `range` names one exact version (`4.6.7`, `=4.6.7`, `v4.6.7`). */
export function isExactVersion(range) {
  return /^[=v]?\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/.test(range.trim());
}

/** The majors a range like `^18.2.0 || ^19.0.0` accepts (caret/tilde/x-ranges/>= only). */
export function majorsOf(range) {
  const majors = new Set();
  for (const part of range.split('||').map((item) => item.trim())) {
    const match = /^(?:\^|~|>=)?\s*(\d+)(?:\.(?:\d+|x|\*))?(?:\.(?:\d+|x|\*))?/.exec(part);
    if (match) majors.add(Number(match[1]));
  }
  return [...majors].sort((a, b) => a - b);
}

/**
 * Problems with the dependencies of a published manifest: protocols left unrewritten, exact
 * pins, and shared libraries installed as dependencies or peers that leave out a supported major.
 */
export function dependencyProblems(manifest) {
  const problems = [];
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (/^(workspace|catalog):/.test(range)) {
        problems.push(`${field}.${name}: "${range}" is left unrewritten (pack with pnpm)`);
      } else if (isExactVersion(range)) {
        problems.push(
          `${field}.${name}: "${range}" pins one version; a consumer on another patch installs a second copy (use "^${range.replace(/^[=v]/, '')}")`,
        );
      }
    }
  }
  for (const [name, { majors }] of Object.entries(SHARED_LIBRARIES)) {
    if (manifest.dependencies?.[name] !== undefined) {
      problems.push(
        `dependencies.${name}: a peer dependency instead (${majors.map((major) => `^${major}`).join(' || ')}), so the consumer's one copy is used`,
      );
    }
    const peer = manifest.peerDependencies?.[name];
    if (peer !== undefined) {
      const accepted = majorsOf(peer);
      const missing = majors.filter((major) => !accepted.includes(major));
      if (missing.length > 0) {
        problems.push(`peerDependencies.${name}: "${peer}" leaves out major ${missing.join(', ')}`);
      }
    }
  }
  return problems;
}

/** Things a README on the registry must not hold: links and citations only this repository has. */
const README_CITATIONS = [
  [/§\s*\d/, 'a section of the platform spec (§N)'],
  [/\bADR[ -]?\d+/, 'a decision record (ADR N)'],
  [/\bdecision records?\b|\barchitecture decision\b|docs\/decisions/i, 'the decision records'],
  [/\bissues? #?\d+\b/i, 'an issue number'],
  [/\b(?:product-spec|DESIGN|STYLE|ARCHITECTURE)\.md\b/, 'a document of the platform'],
];

/**
 * Problems with a published declaration file (`.d.ts`, `.d.cts`): its doc comments are what an
 * editor shows another team on hover and what the generated API reference prints, so they must not
 * cite the platform's spec sections, decision records or issues (the same citations as a README).
 */
export function declarationProblems(text) {
  const problems = [];
  text.split('\n').forEach((line, index) => {
    for (const [pattern, what] of README_CITATIONS) {
      const found = pattern.exec(line);
      if (found)
        problems.push(`line ${index + 1}: cites ${what} ("${found[0]}"), which readers outside cannot open`);
    }
  });
  return problems;
}

/**
 * Problems with a published README: relative links (broken on a registry page; use an absolute
 * URL) and citations of the platform's spec, decision records or issues, which outsiders cannot
 * read. Links are looked for outside code blocks; citations everywhere (a comment is read too).
 */
export function readmeProblems(text) {
  const problems = [];
  const lines = text.split('\n');
  let inCode = false;
  lines.forEach((line, index) => {
    const where = `line ${index + 1}`;
    if (/^\s*(?:```|~~~)/.test(line)) inCode = !inCode;
    for (const match of inCode
      ? []
      : line.matchAll(/!?\[[^\]]*\]\(([^)\s]+)[^)]*\)|^\s*\[[^\]]+\]:\s*(\S+)/g)) {
      const target = match[1] ?? match[2];
      if (!/^(?:https?:|mailto:|#)/.test(target)) {
        problems.push(`${where}: relative link "${target}" (broken on the registry; use an absolute URL)`);
      }
    }
    for (const [pattern, what] of README_CITATIONS) {
      const found = pattern.exec(line);
      if (found) problems.push(`${where}: cites ${what} ("${found[0]}"), which readers outside cannot open`);
    }
  });
  return problems;
}
