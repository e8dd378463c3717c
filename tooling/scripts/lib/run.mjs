// Child processes for the check scripts: output captured (printed only when it matters), every
// command time-bound, and every child still running killed when the script ends or is
// interrupted, so a failed check never leaves a registry or an npm install behind.
import { spawn } from 'node:child_process';

const running = new Set();

/**
 * Runs `command` with `args` and resolves with `{ code, output, timedOut, ms }`; never rejects
 * for a non-zero exit. stdout and stderr are merged in arrival order.
 */
export function run(command, args, { cwd, env, timeoutMs = 120_000, input } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: env ?? process.env,
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      // Own process group, so a timeout also ends what the command started (npx → pnpm, npm → node).
      detached: process.platform !== 'win32',
      windowsHide: true,
    });
    running.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    if (input !== undefined) child.stdin.end(input);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      kill(child);
    }, timeoutMs);
    const finish = (code) => {
      clearTimeout(timer);
      running.delete(child);
      if (timedOut) output += `\n[timed out after ${Math.round(timeoutMs / 1000)} s]`;
      resolve({ code: timedOut ? 124 : (code ?? 1), output, timedOut, ms: Date.now() - started });
    };
    child.on('error', (error) => {
      output += `\n${error.message}`;
      finish(127);
    });
    child.on('close', finish);
  });
}

/** Starts a long-running child (a server) whose lifetime the caller manages with `kill`. */
export function start(command, args, options = {}) {
  const child = spawn(command, args, {
    ...options,
    detached: process.platform !== 'win32',
    windowsHide: true,
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  return child;
}

/** Ends a child and its process group; safe to call twice or after it has exited. */
export function kill(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (process.platform !== 'win32' && child.pid) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/** Ends every child this module started that is still running. */
export function killAll() {
  for (const child of running) kill(child, 'SIGKILL');
  running.clear();
}

/** Indents captured output for printing under a result line. */
export function indent(text, prefix = '    ') {
  return text
    .trimEnd()
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');
}

/** The last `lines` lines of `text`. */
export function tail(text, lines = 40) {
  const all = text.trimEnd().split('\n');
  return all.slice(-lines).join('\n');
}
