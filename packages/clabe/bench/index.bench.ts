/**
 * Throughput of validateClabe and validateCurp against the popular `clabe-validator` and `curp`
 * packages, on the same 10,000 mixed inputs in one process, plus gzip sizes side by side.
 * Run with `pnpm --filter @lender/clabe bench` (after a build, for the shipped sizes).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { clabe as clabeValidator } from 'clabe-validator';
import curpPackage from 'curp';
import { buildSync } from 'esbuild';
import { Bench } from 'tinybench';
import { curpCheckDigit, validateCurp } from '../src/curp';
import { makeClabe, validateClabe } from '../src/index';

const INPUTS = 10_000;

/** Deterministic inputs: mulberry32, so every run measures the same mix. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(2026);
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
const digitsOf = (length: number) => Array.from({ length }, () => Math.floor(next() * 10)).join('');

// Banks and plazas that both libraries know, so a "valid" input is valid for both.
const BANKS = ['002', '012', '014', '021', '030', '036', '044', '072', '127', '137', '646', '722'];
const PLAZAS = ['010', '180', '320', '580', '650', '905', '969'];

/** 60 % valid, then wrong control digit, wrong length, a letter, unknown bank, in equal parts. */
function clabeInput(): string {
  const valid = makeClabe(pick(BANKS), pick(PLAZAS), digitsOf(11));
  const roll = next();
  if (roll < 0.6) return valid;
  if (roll < 0.7) return valid.slice(0, 17) + ((Number(valid[17]) + 1) % 10);
  if (roll < 0.8) return valid.slice(0, 17);
  if (roll < 0.9) return `${valid.slice(0, 9)}A${valid.slice(10)}`;
  return makeClabe('989', pick(PLAZAS), digitsOf(11));
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const CONSONANTS = 'BCDFGHJKLMNPQRSTVWXYZ';
const STATES = ['AS', 'BC', 'DF', 'JC', 'MC', 'NL', 'PL', 'VZ', 'YN', 'NE'];

/** 60 % valid, then wrong check digit, wrong length, bad state, bad month, in equal parts. */
function curpInput(): string {
  const year = 1930 + Math.floor(next() * 90);
  const month = String(1 + Math.floor(next() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(next() * 28)).padStart(2, '0');
  const first17 =
    pick([...LETTERS]) +
    pick([...'AEIOU']) +
    pick([...LETTERS]) +
    pick([...LETTERS]) +
    String(year).slice(2) +
    month +
    day +
    pick(['H', 'M']) +
    pick(STATES) +
    pick([...CONSONANTS]) +
    pick([...CONSONANTS]) +
    pick([...CONSONANTS]) +
    (year < 2000 ? String(Math.floor(next() * 10)) : pick([...LETTERS]));
  // An inconvenient word in positions 1–4 is not a valid CURP for RENAPO: draw again.
  if (!validateCurp(`${first17}0`, { checkDigit: false }).ok) return curpInput();
  const valid = first17 + curpCheckDigit(first17);
  const roll = next();
  if (roll < 0.6) return valid;
  if (roll < 0.7) return valid.slice(0, 17) + ((Number(valid[17]) + 1) % 10);
  if (roll < 0.8) return valid.slice(0, 16);
  if (roll < 0.9) return `${valid.slice(0, 11)}QQ${valid.slice(13)}`;
  return `${valid.slice(0, 6)}13${valid.slice(8)}`;
}

// Inputs built by concatenation are V8 cons-strings, slower to read per character than the flat
// strings an app gets from a form field or JSON.parse. Round-trip through JSON so both libraries
// see what they see in production.
const clabes: string[] = JSON.parse(JSON.stringify(Array.from({ length: INPUTS }, clabeInput)));
const curps: string[] = JSON.parse(JSON.stringify(Array.from({ length: INPUTS }, curpInput)));

// Both sides must agree on what is valid, or the comparison is meaningless.
const ours = clabes.filter((input) => validateClabe(input).ok).length;
const theirs = clabes.filter((input) => clabeValidator.validate(input).ok).length;
const oursCurp = curps.filter((input) => validateCurp(input).ok).length;
const theirsCurp = curps.filter((input) => curpPackage.validar(input)).length;
console.log(`valid CLABEs: @lender/clabe ${ours}, clabe-validator ${theirs} (of ${INPUTS})`);
console.log(`valid CURPs:  @lender/clabe ${oursCurp}, curp ${theirsCurp} (of ${INPUTS})`);

let sink = 0;
const tasks = {
  '@lender/clabe validateClabe': () => {
    for (const input of clabes) if (validateClabe(input).ok) sink++;
  },
  'clabe-validator validate': () => {
    for (const input of clabes) if (clabeValidator.validate(input).ok) sink++;
  },
  '@lender/clabe validateCurp': () => {
    for (const input of curps) if (validateCurp(input).ok) sink++;
  },
  'curp validar': () => {
    for (const input of curps) if (curpPackage.validar(input)) sink++;
  },
};

// Several short rounds, each running every task, and the median of each: on a shared machine a
// burst of load then hits both sides of a comparison instead of one.
const ROUNDS = 5;
const samples = new Map<string, number[]>(Object.keys(tasks).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  const bench = new Bench({ time: 400, warmupTime: 100 });
  for (const [name, fn] of Object.entries(tasks)) bench.add(name, fn);
  await bench.run();
  for (const task of bench.tasks) {
    const result = task.result;
    if (!('throughput' in result)) throw new Error(`${task.name} did not complete`);
    samples.get(task.name)!.push(result.throughput.mean * INPUTS); // one run validates every input once
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const opsPerSecond = (name: string) => median(samples.get(name)!);

const rows = [
  ['validateClabe', '@lender/clabe validateClabe', 'clabe-validator validate'],
  ['validateCurp', '@lender/clabe validateCurp', 'curp validar'],
] as const;
console.log(`\nThroughput (validations per second, median of ${ROUNDS} rounds, same inputs, one process)`);
for (const [label, mine, other] of rows) {
  const a = opsPerSecond(mine);
  const b = opsPerSecond(other);
  const ratios = samples.get(mine)!.map((value, i) => value / samples.get(other)![i]!);
  console.log(
    `  ${label.padEnd(14)} ${Math.round(a).toLocaleString('en-US').padStart(12)} vs ${Math.round(b).toLocaleString('en-US').padStart(12)}  → ${median(ratios).toFixed(1)}× median ratio (rounds: ${ratios.map((r) => r.toFixed(1)).join(', ')})`,
  );
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const require = createRequire(import.meta.url);
const gzip = (bytes: Uint8Array | string) => gzipSync(bytes, { level: 9 }).length;

/** What an app ships for one call: bundled, tree-shaken, minified, gzipped. */
function bundled(contents: string): number {
  const [output] = buildSync({
    stdin: { contents, resolveDir: here('.'), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    write: false,
  }).outputFiles;
  return gzip(output!.contents);
}

const shipped = (file: string) => (existsSync(file) ? `${gzip(readFileSync(file))} B` : 'run build first');
console.log('\nSize, gzip (bytes)');
console.log(`  @lender/clabe core entry (dist/index.js):  ${shipped(here('../dist/index.js'))}`);
console.log(`  @lender/clabe/curp entry (dist/curp.js):   ${shipped(here('../dist/curp.js'))}`);
console.log(
  `  clabe-validator (dist/clabe.min.js):       ${shipped(join(dirname(require.resolve('clabe-validator')), 'clabe.min.js'))}`,
);
console.log(`  curp (lib/index.js, unminified):           ${shipped(require.resolve('curp'))}`);
console.log('  bundled for one call (tree-shaken + minified):');
console.log(`    validateClabe ${bundled("export { validateClabe } from '../src/index';")} B`);
console.log(`    clabe-validator ${bundled("export { clabe } from 'clabe-validator';")} B`);
console.log(`    validateCurp ${bundled("export { validateCurp } from '../src/curp';")} B`);
console.log(`    curp ${bundled("import curp from 'curp'; export const validar = curp.validar;")} B`);
if (sink < 0) console.log(sink); // keeps the loops observable
