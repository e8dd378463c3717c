// node --test tooling/scripts/package-manifest.test.mjs — the manifest rules package-checks.mjs
// applies to every published tarball, and the workspace's published packages against them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  declarationProblems,
  dependencyProblems,
  isExactVersion,
  majorsOf,
  metadataProblems,
  readmeProblems,
  rootRepository,
  webUrl,
} from './lib/package-manifest.mjs';
import { publishedPackages } from './lib/published-packages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const repository = {
  url: 'git+https://github.com/example/lender.git',
  web: 'https://github.com/example/lender',
};

const complete = () => ({
  name: '@lender/widgets',
  version: '0.1.0',
  description: 'Widgets for lenders, in integer centavos.',
  license: 'MIT',
  keywords: ['widgets', 'mexico'],
  engines: { node: '>=20.19' },
  repository: { type: 'git', url: repository.url, directory: 'packages/widgets' },
  homepage: 'https://github.com/example/lender/tree/main/packages/widgets#readme',
  bugs: { url: 'https://github.com/example/lender/issues' },
});

test('complete metadata has no problems', () => {
  assert.deepEqual(metadataProblems(complete(), { folder: 'widgets', repository }), []);
});

test('each missing or wrong field is named', () => {
  const cases = [
    ['repository', (m) => delete m.repository, /^repository: \{/],
    [
      'repository.directory',
      (m) => delete m.repository.directory,
      /^repository\.directory: "packages\/widgets"/,
    ],
    ['repository.directory', (m) => (m.repository.directory = 'packages/other'), /not "packages\/other"/],
    ['repository.url', (m) => (m.repository.url = 'https://gitlab.com/x/y'), /^repository\.url: /],
    ['homepage', (m) => delete m.homepage, /^homepage: /],
    ['homepage', (m) => (m.homepage = 'http://example.com'), /^homepage: /],
    ['bugs', (m) => delete m.bugs, /^bugs: /],
    ['keywords', (m) => delete m.keywords, /^keywords: /],
    ['keywords', (m) => (m.keywords = []), /^keywords: /],
    ['engines', (m) => delete m.engines, /^engines\.node: /],
    ['description', (m) => delete m.description, /^description: /],
    ['license', (m) => delete m.license, /^license$/],
  ];
  for (const [label, change, expected] of cases) {
    const manifest = complete();
    change(manifest);
    const problems = metadataProblems(manifest, { folder: 'widgets', repository });
    assert.equal(problems.length, 1, `${label}: ${problems.join('; ')}`);
    assert.match(problems[0], expected, label);
  }
  assert.equal(metadataProblems({}, { folder: 'widgets', repository }).length, 7);
});

test('bugs may be a plain URL string', () => {
  const manifest = { ...complete(), bugs: 'https://github.com/example/lender/issues' };
  assert.deepEqual(metadataProblems(manifest, { folder: 'widgets', repository }), []);
});

test('exact versions and major lists', () => {
  for (const exact of ['4.6.7', '=4.6.7', 'v1.0.0', '1.0.0-beta.1']) assert.ok(isExactVersion(exact), exact);
  for (const range of ['^4.6.7', '~1.2.3', '>=1.0.0', '4.x', '*', '^18.2.0 || ^19.0.0']) {
    assert.ok(!isExactVersion(range), range);
  }
  assert.deepEqual(majorsOf('^18.2.0 || ^19.0.0'), [18, 19]);
  assert.deepEqual(majorsOf('^4.0.0'), [4]);
  assert.deepEqual(majorsOf('5.x'), [5]);
});

test('dependency rules: no pins, no leftover protocols, shared libraries as peers with every supported major', () => {
  assert.deepEqual(
    dependencyProblems({
      dependencies: { ky: '^1.9.1', '@lender/contracts': '^0.1.0' },
      peerDependencies: { zod: '^4.0.0', react: '^18.2.0 || ^19.0.0' },
    }),
    [],
  );
  const pinned = dependencyProblems({ dependencies: { fflate: '0.8.3' } });
  assert.equal(pinned.length, 1);
  assert.match(pinned[0], /dependencies\.fflate: "0\.8\.3" pins one version.*"\^0\.8\.3"/);
  const leftover = dependencyProblems({ dependencies: { '@lender/clabe': 'workspace:*', ky: 'catalog:' } });
  assert.equal(leftover.length, 2);
  const zod = dependencyProblems({ dependencies: { zod: '^4.6.7' } });
  assert.equal(zod.length, 1);
  assert.match(zod[0], /dependencies\.zod: a peer dependency instead/);
  const react18 = dependencyProblems({ peerDependencies: { react: '^18.2.0', 'react-dom': '^18.2.0' } });
  assert.equal(react18.length, 2);
  assert.match(react18[0], /peerDependencies\.react: "\^18\.2\.0" leaves out major 19/);
  const pinnedPeer = dependencyProblems({ peerDependencies: { xstate: '5.33.3' } });
  assert.match(pinnedPeer[0], /pins one version/);
});

test("the root package.json names the repository, and every published package's metadata is complete", () => {
  const repo = rootRepository(root);
  assert.match(repo.url, /^git\+https:\/\/.+\.git$/);
  assert.equal(webUrl(repo.url), repo.web);
  const packages = publishedPackages();
  assert.equal(packages.length, 8, packages.map((pkg) => pkg.name).join(', '));
  for (const pkg of packages) {
    assert.deepEqual(metadataProblems(pkg.manifest, { folder: pkg.folder, repository: repo }), [], pkg.name);
  }
});

/** The default catalog of pnpm-workspace.yaml (name → specifier). */
function catalog() {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^catalog:\n((?:[ \t]+.*\n|[ \t]*#.*\n|\n)+)/m.exec(yaml)?.[1] ?? '';
  const entries = {};
  for (const line of block.split('\n')) {
    const match = /^\s+["']?([^"':#\s]+)["']?:\s*["']?([^\s"'#]+)/.exec(line);
    if (match) entries[match[1]] = match[2];
  }
  return entries;
}

/** A manifest's dependency fields as pnpm pack writes them (catalog: and workspace: replaced). */
function asPublished(manifest, versions, entries) {
  const copy = structuredClone(manifest);
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [name, range] of Object.entries(copy[field] ?? {})) {
      if (range === 'catalog:') copy[field][name] = entries[name];
      const workspace = /^workspace:([*^~])$/.exec(range);
      if (workspace) copy[field][name] = `${workspace[1] === '*' ? '' : workspace[1]}${versions.get(name)}`;
    }
  }
  return copy;
}

test('every published package, as pnpm would pack it, takes zod/xstate/react as peers and pins nothing', () => {
  const packages = publishedPackages();
  const versions = new Map(packages.map((pkg) => [pkg.name, pkg.version]));
  const entries = catalog();
  assert.equal(entries.zod !== undefined && entries.ky !== undefined, true, 'catalog read');
  for (const pkg of packages) {
    assert.deepEqual(dependencyProblems(asPublished(pkg.manifest, versions, entries)), [], pkg.name);
  }
  const contracts = packages.find((pkg) => pkg.name === '@lender/contracts').manifest;
  assert.equal(contracts.peerDependencies.zod.startsWith('^4.'), true);
  const ui = packages.find((pkg) => pkg.name === '@lender/ui').manifest;
  assert.deepEqual(majorsOf(ui.peerDependencies.react), [18, 19]);
  assert.deepEqual(majorsOf(ui.peerDependencies['react-dom']), [18, 19]);
});

test('a peer the workspace builds against is one the published range accepts', () => {
  // The workspace tests the packages on the catalog's version of each peer (devDependencies
  // "catalog:"); that version must be inside the range consumers are told works.
  const entries = catalog();
  for (const pkg of publishedPackages()) {
    for (const [name, range] of Object.entries(pkg.manifest.peerDependencies ?? {})) {
      const dev = pkg.manifest.devDependencies?.[name];
      assert.ok(dev, `${pkg.name}: peer ${name} is also a devDependency, so the workspace builds against it`);
      const version = dev === 'catalog:' ? entries[name] : dev;
      const [major, minor] = version
        .replace(/^[\^~]/, '')
        .split('.')
        .map(Number);
      const ok = range.split('||').some((part) => {
        const floor = /^\^(\d+)\.(\d+)/.exec(part.trim());
        return floor && Number(floor[1]) === major && minor >= Number(floor[2]);
      });
      assert.ok(ok, `${pkg.name}: ${name}@${version} (workspace) is outside "${range}"`);
    }
  }
});

test('README rules: relative links and citations of the spec, decision records and issues', () => {
  assert.deepEqual(
    readmeProblems('# x\n\nSee [the docs](https://example.com/a.md), [below](#api) and <https://x.y>.\n'),
    [],
  );
  const problems = readmeProblems(
    [
      'Read [ADR 031](../../docs/decisions/031-ui-kit-react-aria-vanilla-extract.md).',
      '![logo](./logo.png)',
      'The masks of spec §5.',
      'Keyset pagination (ADR 048).',
      'The collector of issue 18.',
      'Where DESIGN.md is silent.',
      '[ref]: docs/x.md',
    ].join('\n'),
  );
  assert.equal(problems.filter((p) => p.startsWith('line 1:')).length, 3, problems.join('\n'));
  assert.match(
    problems.join('\n'),
    /line 1: relative link "\.\.\/\.\.\/docs\/decisions\/031-ui-kit-react-aria-vanilla-extract\.md"/,
  );
  assert.match(problems.join('\n'), /line 2: relative link "\.\/logo\.png"/);
  assert.match(problems.join('\n'), /line 3: cites a section of the platform spec/);
  assert.match(problems.join('\n'), /line 4: cites a decision record/);
  assert.match(problems.join('\n'), /line 5: cites an issue number/);
  assert.match(problems.join('\n'), /line 6: cites a document of the platform/);
  assert.match(problems.join('\n'), /line 7: relative link "docs\/x\.md"/);
});

test("every published package's README stands alone", () => {
  for (const pkg of publishedPackages()) {
    const text = readFileSync(join(pkg.dir, 'README.md'), 'utf8');
    assert.deepEqual(readmeProblems(text), [], pkg.name);
  }
});

test('declaration rules: doc comments cite no spec section, decision record or issue', () => {
  assert.deepEqual(
    declarationProblems(
      '/** Pesos with at most two decimals (RFC 4180 quoting). */\nexport declare const a: 1;\n',
    ),
    [],
  );
  const problems = declarationProblems(
    [
      '/**',
      ' * The amount limits of spec §5.',
      ' * Keyset pagination (ADR 048).',
      ' * The back-office lists of issue 16.',
      ' */',
      'export declare const limits: number;',
    ].join('\n'),
  );
  assert.equal(problems.length, 3, problems.join('\n'));
  assert.match(problems[0], /^line 2: cites a section of the platform spec \(§N\) \("§5"\)/);
  assert.match(problems[1], /^line 3: cites a decision record \(ADR N\) \("ADR 048"\)/);
  assert.match(problems[2], /^line 4: cites an issue number \("issue 16"\)/);
});
