// The relative imports of a package's sources, read from the files themselves (`import … from`,
// `export … from`, `import()`, types included), for the floor-plan tests: which file imports which,
// which folder imports which, and the loops among them (`file-loops.test.mjs`: none in any package
// or app). TypeScript and JavaScript modules are read, declaration files (`.d.ts`, `.d.mts`) too.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Tests and benchmarks sit beside the code they test and may reach across: they are no rooms. */
export const isTestFile = (path) =>
  /\.(test|bench)\.tsx?$/.test(path) || /(^|\/)test-fixtures\.ts$/.test(path);

/** A module the graph reads: `.ts`, `.tsx`, `.mts`, `.cts`, `.js`, `.jsx`, `.mjs`, `.cjs`. */
const MODULE = /\.[cm]?[jt]sx?$/;
/** A declaration file: its imports name declarations too. */
const DECLARATION = /\.d\.[cm]?ts$/;

function filesUnder(folder) {
  const out = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else if (MODULE.test(name)) out.push(path);
  }
  return out;
}

/** Strips comments so that an import written in a comment draws no edge. */
function code(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The relative specifiers a file imports or re-exports. */
function importsOf(text) {
  const source = code(text);
  const specifiers = [];
  for (const match of source.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g)) {
    specifiers.push(match[1]);
  }
  for (const match of source.matchAll(/(?:^|[\s;])import\s*['"]([^'"]+)['"]/g)) specifiers.push(match[1]);
  for (const match of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) specifiers.push(match[1]);
  return specifiers.filter((specifier) => specifier.startsWith('.'));
}

/**
 * The files a specifier may name, most likely first. `./x.js` names `x.js` or the `x.ts` (`x.tsx`)
 * it is built from, as the published packages write it; `./x.mjs` names `x.mjs` or `x.mts`; each
 * may be described by `x.d.ts` (`x.d.mts`), which a declaration file's import names first. `./x`
 * names `x.ts`, `x.tsx`, `x.d.ts`, `x.js`, `x.jsx` or a folder's `index`; a file named whole
 * (`./app.css`) is that file. A query (Vite's `./app.css?url`) names the file without it.
 * @param {string} base the specifier resolved to an absolute path
 * @param {boolean} fromDeclaration
 */
function candidatesOf(base, fromDeclaration) {
  const path = base.replace(/[?#].*$/, '');
  const script = /\.([cm]?)jsx?$/.exec(path);
  if (script) {
    const bare = path.slice(0, -script[0].length);
    const kind = script[1];
    const sources = kind ? [`${bare}.${kind}ts`] : [`${bare}.ts`, `${bare}.tsx`];
    const declaration = `${bare}.d.${kind}ts`;
    return fromDeclaration ? [declaration, path, ...sources] : [path, ...sources, declaration];
  }
  const modules = [`${path}.ts`, `${path}.tsx`, `${path}.d.ts`, `${path}.js`, `${path}.jsx`];
  const indexes = ['index.ts', 'index.tsx', 'index.d.ts', 'index.js'].map((name) => join(path, name));
  return fromDeclaration ? [`${path}.d.ts`, path, ...modules, ...indexes] : [path, ...modules, ...indexes];
}

/**
 * The production files of `src` (paths relative to it, `/`-separated) and the files each imports.
 * A specifier names a file as {@link candidatesOf} says; one that names no file is `unresolved`,
 * one that leaves `src` is left out.
 *
 * `options.folders` reads only these folders of `src` (those that exist): `importGraph(root,
 * { folders: ['packages/core/src', 'packages/core/testing'] })` is a graph whose paths are the
 * repository's. `options.tests` reads the imports of the tests too: each is then a file of
 * `imports` (so of {@link fileLoops}) beside the production ones; leave it off for
 * {@link folderEdges}, whose rooms are the production files'.
 * @param {string} src
 * @param {{ folders?: string[], tests?: boolean }} [options]
 */
export function importGraph(src, options = {}) {
  const folders = (options.folders ?? ['.'])
    .map((folder) => join(src, folder))
    .filter((folder) => existsSync(folder) && statSync(folder).isDirectory());
  const files = folders.flatMap(filesUnder).map((path) => relative(src, path).split(sep).join('/'));
  const production = files.filter((path) => !isTestFile(path));
  const read = options.tests ? files : production;
  const unresolved = [];
  /** @type {Map<string, string[]>} */
  const imports = new Map();
  for (const file of read) {
    const targets = [];
    for (const specifier of importsOf(readFileSync(join(src, file), 'utf8'))) {
      const base = resolve(join(src, dirname(file)), specifier);
      const target = candidatesOf(base, DECLARATION.test(file)).find(
        (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
      );
      if (target === undefined) {
        unresolved.push(`${file}: ${specifier}`);
        continue;
      }
      const path = relative(src, target).split(sep).join('/');
      if (!path.startsWith('..')) targets.push(path);
    }
    imports.set(file, targets);
  }
  return { files, production, imports, unresolved };
}

const SKIP_FOLDERS = new Set(['node_modules', 'dist', 'build', '.turbo', '.types', '.cache', 'coverage']);

/**
 * The test files under `dir` (absolute paths) that reach, through themselves or the files they
 * import by relative path (transitively, within `dir`), a file whose code — comments left out —
 * `matches`. The test run picks files with it: the database suites (`database-suites.mjs`) and the
 * calculator's files that touch dates (`packages/calculator/scripts/tz-test.mjs`).
 * @param {string} dir
 * @param {(code: string) => boolean} matches
 * @returns {string[]}
 */
export function testFilesReaching(dir, matches) {
  const walk = (folder) =>
    readdirSync(folder).flatMap((name) => {
      if (SKIP_FOLDERS.has(name)) return [];
      const path = join(folder, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  /** @type {Map<string, boolean>} */
  const memo = new Map();
  const reaches = (file, seen) => {
    if (memo.has(file)) return memo.get(file);
    if (seen.has(file)) return false;
    seen.add(file);
    const text = code(readFileSync(file, 'utf8'));
    const found =
      matches(text) ||
      importsOf(text).some((specifier) => {
        const bare = resolve(dirname(file), specifier).replace(/\.(m?js)$/, '');
        const target = [`${bare}.ts`, `${bare}.tsx`, `${bare}.mts`, join(bare, 'index.ts')].find(
          (candidate) => candidate.startsWith(dir) && existsSync(candidate) && statSync(candidate).isFile(),
        );
        return target !== undefined && reaches(target, seen);
      });
    memo.set(file, found);
    return found;
  };
  return walk(dir)
    .filter((file) => /\.test\.tsx?$/.test(file) && reaches(file, new Set()))
    .sort();
}

/** A file's room on the plan: its top folder under src, or the file itself at the top. */
export const folderOf = (file) =>
  file.includes('/') ? file.slice(0, file.indexOf('/')) : file.replace(/\.tsx?$/, '');

/** Folder → folder → the imports (`file -> file`) that draw that edge. */
export function folderEdges(graph) {
  /** @type {Map<string, Map<string, string[]>>} */
  const edges = new Map();
  for (const [file, targets] of graph.imports) {
    for (const target of targets) {
      const from = folderOf(file);
      const to = folderOf(target);
      if (from === to) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const out = edges.get(from);
      if (!out.has(to)) out.set(to, []);
      out.get(to).push(`${file} -> ${target}`);
    }
  }
  return edges;
}

/**
 * The loops of a graph: its strongly connected components of more than one node, and any node that
 * reaches itself (Tarjan), each sorted.
 * @param {Iterable<string>} nodes
 * @param {(node: string) => Iterable<string>} next
 */
export function loopsOf(nodes, next) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    let selfLoop = false;
    for (const to of next(node)) {
      if (to === node) selfLoop = true;
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || selfLoop) found.push(component.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found;
}

/** The file loops of a graph (among the files whose imports it read), each with the imports that tie it. */
export function fileLoops(graph) {
  return loopsOf(graph.imports.keys(), (file) => graph.imports.get(file) ?? []).map((component) => ({
    members: component,
    ties: component.flatMap((file) =>
      (graph.imports.get(file) ?? []).filter((to) => component.includes(to)).map((to) => `${file} -> ${to}`),
    ),
  }));
}

/** The folder loops of a graph, each with (up to three of) the imports that draw each edge. */
export function folderLoops(graph) {
  const edges = folderEdges(graph);
  const rooms = new Set(graph.production.map(folderOf));
  return loopsOf(rooms, (room) => edges.get(room)?.keys() ?? []).map((component) => ({
    members: component,
    ties: component.flatMap((from) =>
      [...(edges.get(from) ?? [])]
        .filter(([to]) => component.includes(to))
        .map(([to, via]) => `${from} -> ${to}: ${via.slice(0, 3).join(', ')}`),
    ),
  }));
}

/** A loop for an assertion message. */
export const describeLoop = (loop) =>
  `${loop.members.join(' <-> ')}\n${loop.ties.map((tie) => `  ${tie}`).join('\n')}`;
