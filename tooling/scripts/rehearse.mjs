// `npm run rehearse` (issue 40; not part of `npm test`): the platform as it is deployed, on this
// machine, loopback only, production mode as a staging deployment. Debian's nginx with
// deploy/nginx.conf in front, the local PostgreSQL (a database of its own, dropped at the end), an
// S3-compatible server (s3rver) for documents, a fake error-reporting endpoint, `migrate` twice at
// once, `admin:create`, two API instances, one worker, two borrower sites and the back-office, each
// started with its Dockerfile CMD. N borrower journeys go through nginx; half-way one API instance
// and one site are killed with SIGKILL and restarted. The report: journeys completed, 5xx seen by
// clients, duplicate or lost payments and documents, p50/p99 latency, memory growth per process,
// errors reported per server and /metrics per server. Exit 1 when a write was lost or doubled.
//
// REHEARSE_JOURNEYS (50), REHEARSE_CONCURRENCY (all at once, started 250 ms apart), REHEARSE_MINUTES (8), REHEARSE_DATABASE_URL
// (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres): an admin connection.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startFakeSentry } from './lib/fake-sentry.mjs';
import { borrowerJourney, phoneHash } from './lib/rehearsal-journey.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const JOURNEYS = Number(process.env.REHEARSE_JOURNEYS ?? 50);
const CONCURRENCY = Number(process.env.REHEARSE_CONCURRENCY ?? JOURNEYS);
const MINUTES = Number(process.env.REHEARSE_MINUTES ?? 8);
const ADMIN_URL =
  process.env.REHEARSE_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const PORTS = {
  web1: 13001,
  web2: 13002,
  backoffice: 13100,
  api1: 14001,
  api2: 14002,
  worker: 14100,
  s3: 14900,
};
const LB = { web: 18080, backoffice: 18081, api: 18082 };
const say = (line) => process.stdout.write(`[rehearse] ${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Packages of the workspace, loaded from where they are installed (the root has none of them).
const requireFrom = (dir) => createRequire(join(ROOT, dir, 'package.json'));
const pg = requireFrom('packages/db')('pg');
const S3rver = requireFrom('.')('s3rver');
const { payDateOptions } = await import(pathToFileURL(join(ROOT, 'packages/calculator/dist/index.js')).href);
const { APPLICATION_STATUS } = await import(
  pathToFileURL(join(ROOT, 'packages/calculator/dist/platform.js')).href
);

// 1. What must be there: the builds, nginx.
for (const file of [
  'apps/api/dist/server.js',
  'apps/web/build/server/index.js',
  'apps/backoffice/build/server/index.js',
  'packages/core/dist/testing/index.js',
]) {
  if (!existsSync(join(ROOT, file))) {
    say(`${file} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}
if (spawnSync('nginx', ['-v']).status !== 0) {
  if (process.getuid?.() === 0) {
    say('nginx is missing: installing Debian nginx (apt-get install -y nginx)');
    execFileSync('apt-get', ['install', '-y', 'nginx'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    say('nginx is missing: install Debian nginx (`sudo apt-get install -y nginx`) and run again.');
    process.exit(1);
  }
}
const { sampleJpeg } = await import(pathToFileURL(join(ROOT, 'packages/core/dist/testing/index.js')).href);

// The commands of the deployment: the CMD of each Dockerfile target.
const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
const commandOf = (target) => {
  const section = dockerfile
    .split(/^FROM /m)
    .find((part) => new RegExp(`^runtime AS ${target}\\b`).test(part));
  const cmd = section && /^CMD (\[.*\])$/m.exec(section);
  if (!cmd) throw new Error(`Dockerfile has no CMD for target ${target}`);
  return JSON.parse(cmd[1]);
};

const work = mkdtempSync(join(tmpdir(), 'lender-rehearsal-'));
const children = new Map();
let nginx;
let s3;
let sentry;
const dbName = `lender_rehearsal_${randomBytes(3).toString('hex')}`;
const dbUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  return url.toString();
})();
const admin = async (statement) => {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

async function cleanUp() {
  for (const child of children.values()) if (child.exitCode === null) child.kill('SIGTERM');
  nginx?.kill('SIGQUIT');
  await sleep(1500);
  for (const child of children.values()) if (child.exitCode === null) child.kill('SIGKILL');
  await s3?.close().catch(() => {});
  await sentry?.close().catch(() => {});
  await admin(`drop database if exists ${dbName} with (force)`).catch(() => {});
  if (!process.env.REHEARSE_KEEP) rmSync(work, { recursive: true, force: true });
}
process.on('SIGINT', () => cleanUp().finally(() => process.exit(130)));

try {
  // 2. PostgreSQL, documents storage, the error-reporting endpoint.
  await admin(`create database ${dbName}`);
  say(`database ${dbName}; work folder ${work}`);
  mkdirSync(join(work, 's3'));
  s3 = new S3rver({
    port: PORTS.s3,
    address: '127.0.0.1',
    directory: join(work, 's3'),
    silent: true,
    configureBuckets: [{ name: 'lender-documents' }],
  });
  await s3.run();
  sentry = await startFakeSentry();

  const key = () => randomBytes(32).toString('base64');
  const siteKey = randomBytes(24).toString('base64url');
  const piiHashKey = key();
  const common = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DEPLOYMENT_STAGE: 'staging',
    SENTRY_DSN: sentry.dsn('40'),
    SENTRY_RELEASE: 'rehearsal',
    SITE_API_KEY: siteKey,
    SHUTDOWN_GRACE_MS: '5000',
  };
  const apiEnv = {
    ...common,
    DATABASE_URL: dbUrl,
    DATABASE_POOL_MAX: '8',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    PII_ENCRYPTION_KEY: key(),
    PII_HASH_KEY: piiHashKey,
    PAYMENT_CALLBACK_SECRET: randomBytes(32).toString('base64url'),
    SANDBOX: 'false',
    JOBS_IN_API: 'false',
    COLLECTOR_PRIVATE_KEY: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }),
    DOCUMENT_STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
    S3_BUCKET: 'lender-documents',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    COMPANY_LEGAL_NAME: 'Ensayo Financiero, S.A. de C.V., SOFOM, E.N.R.',
    COMPANY_TRADE_NAME: 'Ensayo',
    COMPANY_RFC: 'EFI200101AB1',
    COMPANY_ADDRESS: 'Calle Orizaba 10, Roma Norte, Cuauhtémoc, 06700, Ciudad de México',
    COMPANY_WEBSITE: 'https://ensayo.example.mx',
    COMPANY_PHONE: '5512345678',
    COMPANY_EMAIL: 'hola@ensayo.example.mx',
    COMPANY_RECA_NUMBER: '1234-567-000000/01-00001-0126',
    COMPANY_CREDIT_BUREAU_CLAUSE: 'Autorizo la consulta de mi historial crediticio.',
    COMPANY_UNE_PHONE: '5512345679',
    COMPANY_UNE_EMAIL: 'une@ensayo.example.mx',
    COMPANY_UNE_ADDRESS: 'Calle Orizaba 10, Roma Norte, 06700, Ciudad de México',
  };
  const siteEnv = {
    ...common,
    API_URL: `http://127.0.0.1:${LB.api}`,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    TRUST_PROXY: '1',
  };

  /** Runs a one-shot command of the deployment; resolves with its exit code and output. */
  const once = (args, env) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, args.slice(1), { cwd: ROOT, env });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('exit', (code) => resolve({ code, out }));
    });

  // 3. Migrations, twice at once (the advisory lock), then the first admin, twice (refused).
  const migrate = commandOf('migrate');
  const migrations = await Promise.all([once(migrate, apiEnv), once(migrate, apiEnv)]);
  const migrateOk = migrations.every((m) => m.code === 0);
  say(`migrate ×2 at once: ${migrations.map((m) => m.code).join(', ')}`);
  if (!migrateOk) throw new Error(`migrate failed:\n${migrations.map((m) => m.out).join('\n')}`);
  const adminCreate = ['node', 'apps/api/dist/admin-create.js', '--email', 'ops@ensayo.example.mx'];
  const first = await once(adminCreate, apiEnv);
  const second = await once(adminCreate, apiEnv);
  const adminOk = first.code === 0 && /otpauth:\/\//.test(first.out) && second.code === 2;
  say(
    `admin:create: ${first.code === 0 ? 'created, TOTP enrolment printed' : `failed ${first.out}`}; again: exit ${second.code} (refused)`,
  );

  // 4. The servers, with their Dockerfile commands.
  const rss = (pid) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      return 0;
    }
  };
  const specs = {
    api1: { cmd: commandOf('api'), env: { ...apiEnv, PORT: String(PORTS.api1) }, port: PORTS.api1 },
    api2: { cmd: commandOf('api'), env: { ...apiEnv, PORT: String(PORTS.api2) }, port: PORTS.api2 },
    // A short statement timeout on the worker: the rehearsal makes one job run fail (below).
    worker: {
      cmd: commandOf('worker'),
      env: { ...apiEnv, WORKER_PORT: String(PORTS.worker), DATABASE_STATEMENT_TIMEOUT_MS: '5000' },
      port: PORTS.worker,
    },
    web1: {
      cmd: commandOf('web'),
      env: { ...siteEnv, PORT: String(PORTS.web1), HOST: '127.0.0.1' },
      port: PORTS.web1,
    },
    web2: {
      cmd: commandOf('web'),
      env: { ...siteEnv, PORT: String(PORTS.web2), HOST: '127.0.0.1' },
      port: PORTS.web2,
    },
    backoffice: {
      cmd: commandOf('backoffice'),
      env: { ...siteEnv, PORT: String(PORTS.backoffice), HOST: '127.0.0.1' },
      port: PORTS.backoffice,
    },
  };
  const memory = {};
  const start = (name) => {
    const spec = specs[name];
    const log = join(work, `${name}.log`);
    const child = spawn(process.execPath, spec.cmd.slice(1), {
      cwd: ROOT,
      env: spec.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => writeFileSync(log, d, { flag: 'a' }));
    child.stderr.on('data', (d) => writeFileSync(log, d, { flag: 'a' }));
    children.set(name, child);
    return child;
  };
  const ready = async (name, path = '/readyz', seconds = 90) => {
    for (let i = 0; i < seconds * 4; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${specs[name].port}${path}`)).ok) {
          memory[name] = { start: rss(children.get(name).pid), peak: 0, end: 0 };
          return;
        }
      } catch {}
      if (children.get(name).exitCode !== null)
        throw new Error(`${name} exited: ${readFileSync(join(work, `${name}.log`), 'utf8').slice(-2000)}`);
      await sleep(250);
    }
    throw new Error(`${name} not ready in ${seconds} s`);
  };
  for (const name of ['api1', 'api2', 'worker']) start(name);
  await Promise.all(['api1', 'api2', 'worker'].map((name) => ready(name)));
  // nginx with deploy/nginx.conf, its upstreams and listeners moved to loopback ports.
  const site = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8')
    .replace(/server web1:3000/, `server 127.0.0.1:${PORTS.web1}`)
    .replace(/server web2:3000/, `server 127.0.0.1:${PORTS.web2}`)
    .replace(/server backoffice:3100/, `server 127.0.0.1:${PORTS.backoffice}`)
    .replace(/server api1:4000/, `server 127.0.0.1:${PORTS.api1}`)
    .replace(/server api2:4000/, `server 127.0.0.1:${PORTS.api2}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${LB.web};`)
    .replace(/listen 8081;/, `listen 127.0.0.1:${LB.backoffice};`)
    .replace(/listen 8082;/, `listen 127.0.0.1:${LB.api};`);
  writeFileSync(join(work, 'site.conf'), site);
  writeFileSync(
    join(work, 'nginx.conf'),
    `pid ${work}/nginx.pid;\nerror_log ${work}/nginx-error.log;\nworker_processes 2;\nevents { worker_connections 1024; }\nhttp {\n  access_log off;\n  client_body_temp_path ${work}/nginx-body;\n  proxy_temp_path ${work}/nginx-proxy;\n  include ${work}/site.conf;\n}\n`,
  );
  execFileSync('nginx', ['-t', '-q', '-c', join(work, 'nginx.conf'), '-p', work]);
  nginx = spawn('nginx', ['-c', join(work, 'nginx.conf'), '-p', work, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  for (const name of ['web1', 'web2', 'backoffice']) start(name);
  await Promise.all(['web1', 'web2', 'backoffice'].map((name) => ready(name)));
  say('all servers ready behind nginx');

  // 5. The journeys.
  const database = new pg.Pool({ connectionString: dbUrl, max: 4 });
  database.on('error', () => {});
  const lastCode = async (phone) => {
    const { rows } = await database.query(
      'select body from outbox where recipient_hash = $1 order by id desc limit 1',
      [phoneHash(piiHashKey, phone)],
    );
    return /(\d{3,6})/.exec(rows[0]?.body ?? '')?.[1];
  };
  const latencies = [];
  const statuses = new Map();
  const fiveHundreds = [];
  const record = (ms, status, what) => {
    latencies.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status >= 500) fiveHundreds.push(`${status} ${what}`);
  };
  const deadline = Date.now() + MINUTES * 60_000;
  const jpeg = sampleJpeg(1024, 768);
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' });
  const option = payDateOptions('biweekly', today)[13];
  const [firstDate, secondDate] = option.value.split(',');
  let started = 0;
  let finished = 0;
  const results = [];
  let killed = false;
  const kills = [];
  const runOne = async (lane) => {
    await sleep(lane * 250);
    while (started < JOURNEYS && Date.now() < deadline) {
      const n = started++;
      const result = await borrowerJourney({
        base: `http://127.0.0.1:${LB.web}`,
        localAddress: `127.0.0.${10 + (n % 200)}`,
        n: 1000 + n,
        lastCode,
        record,
        jpeg,
        expired: () => Date.now() > deadline,
        payDates: () => ({ first_repayment_option: firstDate, second_repayment_option: secondDate }),
        acceptedStatus: APPLICATION_STATUS.accepted,
        reportBrokenAnswer: n === 0,
      });
      results.push(result);
      finished += 1;
    }
  };
  // In the middle of the money-moving calls (a quarter of the loans signed), SIGKILL one API
  // instance and one site, and restart them 3 s later.
  const loansSigned = async () => (await database.query('select count(*)::int as n from loans')).rows[0].n;
  const killer = (async () => {
    while (!killed && Date.now() < deadline) {
      if ((await loansSigned()) >= Math.max(1, Math.floor(JOURNEYS / 4))) {
        killed = true;
        const signedAtKill = await loansSigned();
        for (const name of ['api1', 'web1']) {
          memory[`${name} (killed)`] = { ...memory[name], end: rss(children.get(name).pid) };
          children.get(name).kill('SIGKILL');
          kills.push(`${name} SIGKILL with ${signedAtKill} loans signed`);
        }
        say(`killed api1 and web1 with SIGKILL (${signedAtKill} loans signed)`);
        await sleep(3000);
        start('api1');
        start('web1');
        await Promise.all([ready('api1'), ready('web1')]);
        say('api1 and web1 restarted');
      }
      await sleep(1000);
    }
  })();
  const progress = setInterval(
    () => say(`journeys: ${finished}/${JOURNEYS} finished, ${started} started`),
    30_000,
  );
  const peaks = setInterval(() => {
    for (const [name, child] of children)
      if (memory[name]) memory[name].peak = Math.max(memory[name].peak, rss(child.pid));
  }, 2000);
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, lane) => runOne(lane)));
  clearInterval(progress);
  clearInterval(peaks);
  killed = true;
  await killer;
  for (const [name, child] of children) if (memory[name]) memory[name].end = rss(child.pid);

  // 6. Errors reach the error-reporting endpoint from every server: the API (a site's report of a
  // broken answer), both sites (a page's error from the browser), the worker (failed job runs, if any).
  const browserReport = (port, service) =>
    fetch(`http://127.0.0.1:${port}/monitoring/browser-error`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({
        name: 'RehearsalError',
        message: `a page of the ${service} failed`,
        routeId: 'root',
      }),
    });
  await browserReport(LB.web, 'web');
  await browserReport(LB.backoffice, 'backoffice');
  // The worker: a job run that fails. The payments table is locked longer than the worker's
  // statement timeout, so the next minute's `payments-confirm` is cancelled, fails and is reported.
  const locker = new pg.Client({ connectionString: dbUrl });
  await locker.connect();
  await locker.query('begin');
  await locker.query('lock table payments in access exclusive mode');
  await sentry.waitFor((e) => e.tags?.service === 'worker', 80_000).catch(() => {});
  await locker.query('rollback');
  await locker.end();
  await sleep(3000);
  const servicesReported = [...new Set(sentry.events().map((e) => e.tags?.service))].sort();

  // 7. /metrics of every instance.
  const metrics = {};
  for (const name of Object.keys(specs)) {
    const text = await fetch(`http://127.0.0.1:${specs[name].port}/metrics`).then(
      (r) => (r.ok ? r.text() : ''),
      () => '',
    );
    metrics[name] = /^http_requests_total|^jobs_queued|^process_resident_memory_bytes/m.test(text);
  }

  // 8. Lost or doubled writes: every payment and document the clients were told of, once.
  const loanIds = results.filter((r) => r.loanId).map((r) => r.loanId);
  const clientIds = results.filter((r) => r.uploaded).map((r) => r.clientId);
  const paymentRows = loanIds.length
    ? (
        await database.query(
          "select loan_id, count(*)::int as n from payments where kind = 'repayment' and loan_id = any($1) group by loan_id",
          [loanIds],
        )
      ).rows
    : [];
  const paymentsByLoan = new Map(paymentRows.map((r) => [r.loan_id, r.n]));
  const charged = results.filter((r) => r.stage === 'charged' || r.paid);
  const duplicatePayments = [...paymentsByLoan.values()].filter((n) => n > 1).length;
  const lostPayments = charged.filter((r) => !paymentsByLoan.get(r.loanId)).length;
  const documentRows = clientIds.length
    ? (
        await database.query(
          'select client_id, storage_key from client_documents where client_id = any($1)',
          [clientIds],
        )
      ).rows
    : [];
  const docsByClient = new Map();
  for (const row of documentRows)
    docsByClient.set(row.client_id, [...(docsByClient.get(row.client_id) ?? []), row.storage_key]);
  const duplicateDocuments = [...docsByClient.values()].filter((keys) => keys.length > 1).length;
  const stored = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else stored.add(path);
    }
  };
  walk(join(work, 's3'));
  const inStorage = (storageKey) => [...stored].some((path) => path.includes(storageKey));
  const lostDocuments = clientIds.filter((id) => !(docsByClient.get(id) ?? []).some(inStorage)).length;
  await database.end();

  // 9. The report.
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
  const stages = {};
  for (const r of results) stages[r.stage] = (stages[r.stage] ?? 0) + 1;
  const errors = results.filter((r) => r.error).map((r) => r.error);
  const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;
  const lines = [
    `Rehearsal ${new Date().toISOString()} (Node ${process.version}, nginx ${execFileSync('nginx', ['-v'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }) || spawnSync('nginx', ['-v']).stderr.toString().trim()})`,
    `- migrate ×2 at once: ${migrateOk ? 'both exit 0 (advisory lock)' : 'FAILED'}; admin:create: ${adminOk ? 'created, then refused without --force' : 'FAILED'}`,
    `- journeys: ${results.filter((r) => r.paid).length} of ${JOURNEYS} completed (registered → document → signed → paid out → repaid), ${started} started in ${MINUTES} min at most; stages reached: ${JSON.stringify(stages)}`,
    `- kills: ${kills.join('; ') || 'none'} (restarted after 3 s)`,
    `- requests: ${latencies.length}; statuses ${JSON.stringify(Object.fromEntries(statuses))}; 5xx seen by clients: ${fiveHundreds.length}${fiveHundreds.length ? ` (${[...new Set(fiveHundreds)].slice(0, 5).join(', ')})` : ''}`,
    `- latency p50 ${pct(50)} ms, p99 ${pct(99)} ms (every request through nginx, waits excluded)`,
    `- payments: ${charged.length} charged, ${duplicatePayments} doubled, ${lostPayments} lost; documents: ${clientIds.length} uploaded, ${duplicateDocuments} doubled, ${lostDocuments} lost (rows and S3 objects)`,
    `- errors reported to the fake Sentry endpoint by: ${servicesReported.join(', ') || 'none'} (the API: a journey's report of a broken answer; the sites: a page's error; the worker: a job run cancelled by its statement timeout)`,
    `- /metrics answered by: ${Object.entries(metrics)
      .filter(([, ok]) => ok)
      .map(([name]) => name)
      .join(', ')}`,
    `- memory (RSS at ready → peak → end): ${Object.entries(memory)
      .map(([name, m]) => `${name} ${mb(m.start)} → ${mb(m.peak)} → ${mb(m.end)}`)
      .join('; ')}`,
    ...(errors.length ? [`- journey errors (first 5): ${[...new Set(errors)].slice(0, 5).join(' | ')}`] : []),
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
  writeFileSync(join(ROOT, '.rehearsal-report.txt'), `${lines.join('\n')}\n`);
  await cleanUp();
  process.exit(duplicatePayments + lostPayments + duplicateDocuments + lostDocuments === 0 ? 0 : 1);
} catch (error) {
  say(`failed: ${error instanceof Error ? error.stack : String(error)}`);
  say(`logs kept in ${work}`);
  process.env.REHEARSE_KEEP = '1';
  await cleanUp();
  process.exit(1);
}
