// `npm start`: install, build, and start the product on its embedded defaults (PGlite, sandbox
// providers, demo data): the API, the borrower site and, once it exists, the back-office. When all
// answer it prints one line each:
//   Borrower site: http://127.0.0.1:3000
//   Back-office: http://127.0.0.1:3100
//     admin: admin@lender.test  password: …   (the development admin the API seeded)
//     TOTP code now: 123456 (sandbox; changes every 30 s)
//     staff: a second admin (the checker) and one user per role, with their TOTP codes
//   API: http://127.0.0.1:4000 (docs: http://127.0.0.1:4000/web/docs)
//   Logs: .data/logs (each process's request log; errors still print here)
// Ports: API_PORT (4000), WEB_PORT (3000), BACKOFFICE_PORT (3100); HOST (127.0.0.1). Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildWithProgress } from './lib/build-progress.mjs';
import {
  demoBorrowerLines,
  devAdminLines,
  devStaffLines,
  parseDemoBorrowers,
  parseDevAdmin,
  parseDevStaff,
} from './lib/dev-admin.mjs';
import { install, pnpmCommand, root } from './pnpm.mjs';

const host = process.env.HOST ?? '127.0.0.1';
const apiPort = Number(process.env.API_PORT ?? 4000);
const webPort = Number(process.env.WEB_PORT ?? 3000);
const backofficePort = Number(process.env.BACKOFFICE_PORT ?? 3100);
const hasBackoffice = existsSync(join(root, 'apps', 'backoffice', 'package.json'));
const apiUrl = `http://${host}:${apiPort}`;
const webUrl = `http://${host}:${webPort}`;
const backofficeUrl = `http://${host}:${backofficePort}`;

install();
// A line per package as it starts building and the time each took (lib/build-progress.mjs): a cold
// build takes minutes and must not look hung.
const built = await buildWithProgress(pnpmCommand(), { cwd: root });
if (built !== 0) process.exit(built);

const children = [];
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// Each process's standard output (its request logs) goes to a file, so the terminal ends on the
// banner; errors (standard error) and the sandbox's SMS codes still show here.
const logsDir = join(root, '.data', 'logs');
mkdirSync(logsDir, { recursive: true });
/** @param {string} file */
const logTo = (file) => createWriteStream(join(logsDir, file), { flags: 'a' });

/** Starts a process, its output to `log`; if it dies, everything stops. */
function run(name, command, args, { log, ...options }) {
  const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'inherit'], ...options });
  const file = logTo(log);
  child.stdout.on('data', (chunk) => file.write(chunk));
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name} stopped (exit ${code}); stopping everything.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url, what, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

const production = { NODE_ENV: 'production', DEPLOYMENT_STAGE: 'local' };

// The API on the embedded defaults (its own data folder under apps/api/.data). Its output is
// passed through and read for the development admin and demo borrowers it seeds (repeated under
// `Back-office:` and `Borrower site:`).
let apiOutput = '';
const api = run('API', process.execPath, ['dist/server.js'], {
  cwd: join(root, 'apps', 'api'),
  env: { ...process.env, PORT: String(apiPort), HOST: host },
  log: 'api.log',
});
/** A log line (JSON, the API's logger) of the sandbox's SMS: its message, `[sandbox SMS] code for +52 55****5678: 123`. */
function smsLine(line) {
  try {
    const message = JSON.parse(line).message;
    return typeof message === 'string' && message.startsWith('[sandbox SMS]') ? message : null;
  } catch {
    return null;
  }
}
let partial = '';
api.stdout.on('data', (chunk) => {
  const text = chunk.toString();
  if (apiOutput.length < 64_000) apiOutput += text;
  // The sandbox's SMS codes are what a person registering needs next: they still print here.
  const lines = (partial + text).split('\n');
  partial = lines.pop() ?? '';
  for (const line of lines) {
    const sms = line.includes('[sandbox SMS]') && smsLine(line);
    if (sms) console.log(sms);
  }
});
await waitFor(`${apiUrl}/readyz`, 'API');

run('Borrower site', process.execPath, ['server.mjs'], {
  cwd: join(root, 'apps', 'web'),
  env: {
    ...process.env,
    ...production,
    PORT: String(webPort),
    HOST: host,
    API_URL: apiUrl,
    BACKOFFICE_URL: process.env.BACKOFFICE_URL ?? backofficeUrl,
  },
  log: 'web.log',
});

if (hasBackoffice) {
  const [bin, ...prefix] = pnpmCommand();
  run('Back-office', bin, [...prefix, '--filter', '@lender/backoffice', 'run', 'start'], {
    cwd: root,
    env: { ...process.env, ...production, PORT: String(backofficePort), HOST: host, API_URL: apiUrl },
    log: 'backoffice.log',
  });
}

try {
  await waitFor(`${webUrl}/healthz`, 'Borrower site');
  if (hasBackoffice) await waitFor(backofficeUrl, 'Back-office');
} catch (error) {
  console.error(error.message);
  stop(1);
}

if (!stopping) {
  console.log('');
  console.log(`Borrower site: ${webUrl}`);
  for (const line of demoBorrowerLines(parseDemoBorrowers(apiOutput))) console.log(line);
  if (hasBackoffice) {
    console.log(`Back-office: ${backofficeUrl}`);
    for (const line of devAdminLines(parseDevAdmin(apiOutput))) console.log(line);
    for (const line of devStaffLines(parseDevStaff(apiOutput))) console.log(line);
  }
  console.log(`API: ${apiUrl} (docs: ${apiUrl}/web/docs)`);
  console.log(`Logs: ${logsDir} (api.log: requests and the whole demo data list; web.log, backoffice.log)`);
  console.log('Ctrl-C stops everything.');
}
