// A Vitest reporter that records each test file's wall time, for `npm test`'s closing list of the
// slowest files (issue 60). It writes one JSON line per file to a file in the folder named by
// LENDER_TEST_TIMES (set by tooling/scripts/check.mjs); without that variable it is not installed.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export class TimesReporter {
  /** @param {string} folder */
  constructor(folder) {
    this.folder = folder;
    this.root = process.cwd();
  }

  onInit(vitest) {
    this.root = vitest.config.root;
  }

  /**
   * A file's wall time: preparing its worker, collecting (importing) it, its setup and its tests.
   * @param {ReadonlyArray<{ filepath: string; prepareDuration?: number; collectDuration?: number; setupDuration?: number; result?: { duration?: number; state?: string } }>} files
   */
  onFinished(files = []) {
    if (files.length === 0) return;
    mkdirSync(this.folder, { recursive: true });
    const lines = files.map((file) =>
      JSON.stringify({
        file: relative(join(this.root, '..', '..'), file.filepath),
        ms: Math.round(
          (file.prepareDuration ?? 0) +
            (file.collectDuration ?? 0) +
            (file.setupDuration ?? 0) +
            (file.result?.duration ?? 0),
        ),
        state: file.result?.state ?? 'unknown',
        failed: failedTests(file),
      }),
    );
    appendFileSync(join(this.folder, `${process.pid}.jsonl`), `${lines.join('\n')}\n`);
  }
}

/**
 * The failed tests of a file with the first line of each one's first error (a retried test that
 * passed is not one), so the run's closing lines name them.
 * @param {{ name?: string; tasks?: unknown[]; result?: { state?: string; errors?: { message?: string }[] } }} task
 * @param {string[]} [path]
 * @returns {string[]}
 */
export function failedTests(task, path = []) {
  const here = task.tasks ? path : [...path, task.name ?? ''];
  if (task.tasks) {
    const inner = task.tasks.flatMap((child) =>
      failedTests(child, task.filepath ? here : [...here, task.name ?? '']),
    );
    if (inner.length > 0 || task.result?.state !== 'fail') return inner;
    // A file or suite that failed outside its tests (a hook, an import).
    return [`${[...here, task.name ?? ''].filter(Boolean).join(' > ')} — ${firstLine(task)}`];
  }
  if (task.result?.state !== 'fail') return [];
  return [`${here.filter(Boolean).join(' > ')} — ${firstLine(task)}`];
}

/** @param {{ result?: { errors?: { message?: string }[] } }} task */
function firstLine(task) {
  return (task.result?.errors?.[0]?.message ?? 'no message').split('\n')[0].slice(0, 200);
}
