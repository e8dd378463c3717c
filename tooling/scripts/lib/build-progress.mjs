// `npm start`'s build as it goes (issue 48). A cold build takes minutes, and with turbo's
// `--output-logs=errors-only` nothing appeared until it ended, so the start looked hung. Turbo now
// streams its new output through here: a line when a package starts building (cached ones are
// counted by turbo's own summary), a line when nothing was printed for a while, turbo's totals, then
// the time each package took (read from turbo's run summary, `--summarize`, the only place turbo
// says when a task ended). A failed package's own output is printed whole; the rest stays quiet.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';

/** Seconds without a printed line before saying the build is still going. */
export const QUIET_SECONDS = 30;
/** The last lines of each package's output kept, for the case it fails. */
const KEPT_LINES = 200;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character starts a colour code
const COLOUR = /\u001b\[[0-9;]*m/g;

/** `4.2 s`, `7 min 52 s`. */
export function formatDuration(ms) {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** `0:07`, `12:40`: minutes and seconds since the build started. */
function clock(ms) {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * One line of turbo's output: a task's (`@lender/core:build: text`) or turbo's own.
 * @returns {{ task: string; text: string } | { turbo: string }}
 */
export function parseTurboLine(raw) {
  const line = raw.replace(COLOUR, '');
  const match = /^(\S+?):build: ?(.*)$/.exec(line);
  return match ? { task: match[1], text: match[2] } : { turbo: line };
}

/**
 * The progress of one build: feed it turbo's lines (`line`), call `tick` now and then, and
 * `report` once turbo ended, with its run summary if it wrote one.
 * @param {{ print: (line: string) => void; now: () => number }} io
 */
export function createBuildProgress({ print, now }) {
  const started = now();
  let lastPrinted = started;
  /** @type {Map<string, string[]>} the output of the packages being built, by package */
  const building = new Map();
  let lastStarted = '';
  const say = (text) => {
    print(text);
    lastPrinted = now();
  };
  return {
    /** @param {string} raw */
    line(raw) {
      const parsed = parseTurboLine(raw);
      if ('turbo' in parsed) {
        // The list of packages in scope is one very long line; the count follows it.
        if (/Packages in scope:|^Summary:/.test(parsed.turbo.trim())) return;
        if (parsed.turbo.trim() !== '' || lastPrinted !== started) say(parsed.turbo);
        return;
      }
      const { task, text } = parsed;
      if (!building.has(task)) {
        if (/^cache hit/.test(text)) return;
        if (/^cache (miss|bypass)/.test(text)) {
          building.set(task, []);
          lastStarted = task;
          say(`  ${clock(now() - started).padStart(5)}  building ${task}`);
          return;
        }
        building.set(task, []);
      }
      const kept = building.get(task);
      kept.push(text);
      if (kept.length > KEPT_LINES) kept.shift();
    },
    /** Says the build is still going when nothing was printed for {@link QUIET_SECONDS}. */
    tick() {
      if (now() - lastPrinted < QUIET_SECONDS * 1000) return;
      say(
        `  ${clock(now() - started).padStart(5)}  … still building${lastStarted ? ` (last started: ${lastStarted})` : ''}`,
      );
    },
    /**
     * @param {{ code: number; summary?: { tasks: Array<{ package?: string; taskId?: string; cache?: { status?: string }; execution?: { startTime: number; endTime: number; exitCode: number | null } }> } }} end
     */
    report({ code, summary }) {
      const tasks = (summary?.tasks ?? [])
        .filter((task) => task.execution && task.cache?.status !== 'HIT')
        .map((task) => ({
          name: task.package ?? (task.taskId ?? '').replace(/#build$/, ''),
          ms: task.execution.endTime - task.execution.startTime,
          startTime: task.execution.startTime,
          failed: task.execution.exitCode !== 0 && task.execution.exitCode !== null,
        }))
        .sort((a, b) => a.startTime - b.startTime);
      if (code !== 0) {
        // Failed packages by the summary; without one, every package that was building.
        const failed = summary
          ? tasks.filter((task) => task.failed).map((task) => task.name)
          : [...building.keys()];
        for (const name of failed) {
          print(`\n${name} failed; its output:`);
          for (const text of building.get(name) ?? []) print(`  ${text}`);
        }
      }
      if (tasks.length > 0) {
        print('Time each package took to build:');
        const width = Math.max(...tasks.map((task) => task.name.length));
        for (const task of tasks) {
          print(
            `  ${task.name.padEnd(width)}  ${formatDuration(task.ms).padStart(12)}${task.failed ? '  failed' : ''}`,
          );
        }
      }
      print(`${code === 0 ? 'Built' : 'The build failed'} in ${formatDuration(now() - started)}.`);
    },
  };
}

/**
 * Runs `turbo run build` through `pnpmArgv` (the pinned pnpm's argv prefix) and prints its
 * progress; resolves with turbo's exit code.
 * @param {string[]} pnpmArgv
 * @param {{ cwd: string; env?: NodeJS.ProcessEnv; print?: (line: string) => void }} options
 * @returns {Promise<number>}
 */
export async function buildWithProgress(
  pnpmArgv,
  { cwd, env = process.env, print = (line) => console.log(line) },
) {
  const [bin, ...prefix] = pnpmArgv;
  print(
    'Building the packages and apps (Turborepo: a first build takes several minutes, later ones come from its cache).',
  );
  const progress = createBuildProgress({ print, now: () => Date.now() });
  const child = spawn(
    bin,
    [
      ...prefix,
      'exec',
      'turbo',
      'run',
      'build',
      '--output-logs=new-only',
      '--log-order=stream',
      '--summarize',
    ],
    { cwd, env: { ...env, COREPACK_ENABLE_STRICT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let summaryPath;
  const read = (stream) =>
    createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (raw) => {
      const summary = /Summary:\s+(\S+\.json)/.exec(raw.replace(COLOUR, ''));
      if (summary) summaryPath = summary[1];
      progress.line(raw);
    });
  read(child.stdout);
  read(child.stderr);
  const timer = setInterval(() => progress.tick(), 5_000);
  const code = await new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (exit) => resolve(exit ?? 1));
  });
  clearInterval(timer);
  let summary;
  if (summaryPath) {
    try {
      summary = JSON.parse(readFileSync(summaryPath, 'utf8'));
      // One file per run under .turbo/runs: read once, not kept.
      rmSync(summaryPath, { force: true });
    } catch {
      summary = undefined;
    }
  }
  progress.report({ code, summary });
  return code;
}
