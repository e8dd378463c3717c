import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSiteProcess } from '../../../../tooling/scripts/lib/e2e-servers.mjs';

// The back-office's build for the browser suites, apart from ./stack.ts so the global setup (which
// runs outside any test, where `vitest` cannot be imported) can use it.

/** The back-office app's folder. */
export const APP_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const REPO_ROOT = join(APP_DIR, '..', '..');

/** The newest modification time under a folder (ms). */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/**
 * Builds the back-office for the suite (`remix vite:build`), unless the build is newer than every
 * source (turbo's `test:e2e` runs after `build`, so `npm test` builds once). Asynchronous: a
 * blocking `spawnSync` of a build that takes over a minute on a loaded machine froze the test
 * worker, and Vitest's own messages to it timed out ("Timeout calling onTaskUpdate").
 */
export async function buildBackoffice(): Promise<void> {
  const built = join(APP_DIR, 'build', 'server', 'index.js');
  if (existsSync(built) && statSync(built).mtimeMs > newest(join(APP_DIR, 'app'))) return;
  const child = spawn(
    process.execPath,
    [join(REPO_ROOT, 'tooling', 'scripts', 'pnpm.mjs'), 'exec', 'remix', 'vite:build'],
    { cwd: APP_DIR, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`back-office build failed:\n${output}`);
}

/**
 * How old the API token may get before a request refreshes it, in the suite: a few seconds instead
 * of the spec's 240, so a test sees a session outlive the token's lifetime without waiting minutes.
 */
export const E2E_TOKEN_REFRESH_SECONDS = 2;

/** The built back-office (`server.mjs`) against `apiUrl`, on a free port. */
export async function startBackofficeProcess(
  apiUrl: string,
): Promise<{ url: string; stop(): Promise<void> }> {
  const started = await startSiteProcess({
    name: 'back-office',
    cwd: APP_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      API_URL: apiUrl,
      NODE_ENV: 'test',
      TOKEN_REFRESH_SECONDS: String(E2E_TOKEN_REFRESH_SECONDS),
    },
    ready: /listening on (http:\/\/[^\s]+)/,
  });
  return { url: started.url as string, stop: started.stop };
}
