// `npm run rehearse` (issues 40 and 53; not part of `npm test`): the platform as it is deployed, on
// this machine, loopback only, production mode as a staging deployment. A PostgreSQL of its own
// (Debian's binaries, a temporary folder, its own ports: a primary with WAL archiving, a synchronous
// replica, a base backup, and a relay the servers connect through), Debian's nginx with
// deploy/nginx.conf in front, an S3-compatible server (s3rver) for documents, a fake
// error-reporting endpoint, `migrate` twice at once, `admin:create`, two API instances, one worker,
// two borrower sites and the back-office, each started with its Dockerfile CMD. N borrower journeys
// go through nginx, and half-way through something breaks:
//   (default)        one API instance and one site are killed with SIGKILL and restarted;
//   --database       run 1: the primary is killed with SIGKILL and restarted (a crash); run 2: the
//                    primary is killed for good and the replica promoted (a failover); then the
//                    restore drill: the base backup and the WAL archive replayed into a new cluster
//                    to a time between two payments;
//   --restore-drill  one run with nothing broken, then the restore drill (`npm run restore-drill`);
//   --all            the servers, the crash, the failover and the restore drill.
// After each run: every write a borrower saw acknowledged is in the database once, the trial
// balance is even; the report adds latency, memory, errors reported and /metrics per server.
// Exit 1 when an acknowledged write is missing or doubled, the trial balance is not even, a server
// answered an outage otherwise than with its 503, or the restore drill failed.
//
// REHEARSE_JOURNEYS (50 a run; 6 for --restore-drill), REHEARSE_CONCURRENCY (all at once, started
// 250 ms apart; half for --restore-drill), REHEARSE_MINUTES (8 a run), REHEARSE_DB_DOWN_SECONDS (5: the crash's outage),
// REHEARSE_FAILOVER_DETECT_SECONDS (3: until the failure is acted on), REHEARSE_PG_BIN (Debian's
// newest /usr/lib/postgresql/N/bin), REHEARSE_KEEP (keep the work folder).
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startFakeSentry } from './lib/fake-sentry.mjs';
import { checkWrites, outageRequests, trialBalance } from './lib/rehearsal-checks.mjs';
import { restoreDrill, setUpDatabase, stopDatabase, takeBaseBackup } from './lib/rehearsal-database.mjs';
import { disruptionsOf } from './lib/rehearsal-disruptions.mjs';
import { phoneHash } from './lib/rehearsal-journey.mjs';
import {
  commandOf,
  deploymentEnv,
  once,
  reportedAndScraped,
  serverSet,
  startNginx,
} from './lib/rehearsal-platform.mjs';
import { findPgBin } from './lib/rehearsal-postgres.mjs';
import { backOfficeSession, parseCreatedAdmin, probeOutage } from './lib/rehearsal-probes.mjs';
import { reportLines } from './lib/rehearsal-report.mjs';
import { runJourneys } from './lib/rehearsal-runs.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const flag = (name) => process.argv.includes(name);
const PHASES = flag('--all')
  ? ['servers', 'crash', 'failover', 'restore']
  : flag('--database')
    ? ['crash', 'failover', 'restore']
    : flag('--restore-drill')
      ? ['plain', 'restore']
      : ['servers'];
const RUNS = PHASES.filter((phase) => phase !== 'restore');
const JOURNEYS = Number(process.env.REHEARSE_JOURNEYS ?? (flag('--restore-drill') ? 6 : 50));
// The drill alone runs its journeys in two waves, so two payments are posted minutes apart.
const CONCURRENCY = Number(
  process.env.REHEARSE_CONCURRENCY ?? (flag('--restore-drill') ? Math.ceil(JOURNEYS / 2) : JOURNEYS),
);
const MINUTES = Number(process.env.REHEARSE_MINUTES ?? 8);
const DOWN_SECONDS = Number(process.env.REHEARSE_DB_DOWN_SECONDS ?? 5);
const DETECT_SECONDS = Number(process.env.REHEARSE_FAILOVER_DETECT_SECONDS ?? 3);
const PORTS = {
  web1: 13001,
  web2: 13002,
  backoffice: 13100,
  api1: 14001,
  api2: 14002,
  worker: 14100,
  s3: 14900,
};
const PG_PORTS = { relay: 15490, primary: 15491, replica: 15492, restore: 15493 };
const LB = { web: 18080, backoffice: 18081, api: 18082 };
const say = (line) => process.stdout.write(`[rehearse] ${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// A journey's CURP is unique only within 336 numbers (month and day of birth): each run has its own.
if (JOURNEYS * RUNS.length > 336) {
  say(`at most ${Math.floor(336 / RUNS.length)} journeys a run with ${RUNS.length} runs`);
  process.exit(2);
}

// Packages of the workspace, loaded from where they are installed (the root has none of them).
const requireFrom = (dir) => createRequire(join(ROOT, dir, 'package.json'));
const pg = requireFrom('packages/db')('pg');
const S3rver = requireFrom('.')('s3rver');
const { payDateOptions } = await import(pathToFileURL(join(ROOT, 'packages/calculator/dist/index.js')).href);
const { APPLICATION_STATUS } = await import(
  pathToFileURL(join(ROOT, 'packages/calculator/dist/platform.js')).href
);

// 1. What must be there: the builds, nginx, PostgreSQL's binaries, free ports.
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
const asRoot = process.getuid?.() === 0;
const aptInstall = (what, packages) => {
  if (!asRoot) {
    say(`${what} is missing: install Debian's (\`sudo apt-get install -y ${packages}\`) and run again.`);
    process.exit(1);
  }
  say(`${what} is missing: installing Debian's (apt-get install -y ${packages})`);
  execFileSync('apt-get', ['install', '-y', ...packages.split(' ')], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
};
if (spawnSync('nginx', ['-v']).status !== 0) aptInstall('nginx', 'nginx');
// The machine's own PostgreSQL server is never touched: only its binaries are used.
if (!findPgBin()) aptInstall('PostgreSQL', 'postgresql');
const PG_BIN = /** @type {string} */ (findPgBin());
for (const port of [...Object.values(PORTS), ...Object.values(PG_PORTS), ...Object.values(LB)]) {
  const free = await new Promise((resolve) => {
    const probe = createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
  if (!free) {
    say(`port ${port} is in use (another rehearsal?): stop it and run again.`);
    process.exit(1);
  }
}
const { sampleJpeg } = await import(pathToFileURL(join(ROOT, 'packages/core/dist/testing/index.js')).href);
const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');

const work = mkdtempSync(join(tmpdir(), 'lender-rehearsal-'));
// The database's folders below belong to the `postgres` user, who must be able to reach them.
chmodSync(work, 0o711);
let servers;
let nginx;
let s3;
let sentry;
let db;
let database;

async function cleanUp() {
  await servers?.stopAll();
  nginx?.kill('SIGQUIT');
  await database?.end().catch(() => {});
  await s3?.close().catch(() => {});
  await sentry?.close().catch(() => {});
  stopDatabase(db);
  await db?.relay.close().catch(() => {});
  if (!process.env.REHEARSE_KEEP) rmSync(work, { recursive: true, force: true });
}
process.on('SIGINT', () => cleanUp().finally(() => process.exit(130)));

try {
  // 2. PostgreSQL, documents storage, the error-reporting endpoint.
  db = await setUpDatabase({ pg, bin: PG_BIN, work, ports: PG_PORTS, say });
  say(`work folder ${work}`);
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
  const { apiEnv, siteEnv, piiHashKey } = deploymentEnv({
    databaseUrl: db.url,
    sentryDsn: sentry.dsn('40'),
    s3Port: PORTS.s3,
    apiBalancer: LB.api,
  });

  // 3. Migrations, twice at once (the advisory lock), then the first admin, twice (refused).
  const migrate = commandOf(dockerfile, 'migrate');
  const migrations = await Promise.all([once(ROOT, migrate, apiEnv), once(ROOT, migrate, apiEnv)]);
  const migrateOk = migrations.every((m) => m.code === 0);
  say(`migrate ×2 at once: ${migrations.map((m) => m.code).join(', ')}`);
  if (!migrateOk) throw new Error(`migrate failed:\n${migrations.map((m) => m.out).join('\n')}`);
  const adminEmail = 'ops@ensayo.example.mx';
  const adminCreate = ['node', 'apps/api/dist/admin-create.js', '--email', adminEmail];
  const first = await once(ROOT, adminCreate, apiEnv);
  const second = await once(ROOT, adminCreate, apiEnv);
  const adminOk = first.code === 0 && /otpauth:\/\//.test(first.out) && second.code === 2;
  const admin = parseCreatedAdmin(first.out, adminEmail);
  say(
    `admin:create: ${first.code === 0 ? 'created' : `failed ${first.out}`}; again: exit ${second.code} (refused)`,
  );
  // Last night's backup: the base the restore drill starts from.
  const backup = PHASES.includes('restore') ? takeBaseBackup(db) : undefined;
  if (backup) say(`base backup: ${Math.round(backup.bytes / 1024 / 1024)} MB in ${backup.ms} ms`);

  // 4. The servers, with their Dockerfile commands, behind nginx.
  const site = (port) => ({
    cmd: commandOf(dockerfile, 'web'),
    env: { ...siteEnv, PORT: String(port), HOST: '127.0.0.1' },
    port,
  });
  const specs = {
    api1: {
      cmd: commandOf(dockerfile, 'api'),
      env: { ...apiEnv, PORT: String(PORTS.api1) },
      port: PORTS.api1,
    },
    api2: {
      cmd: commandOf(dockerfile, 'api'),
      env: { ...apiEnv, PORT: String(PORTS.api2) },
      port: PORTS.api2,
    },
    // A short statement timeout on the worker: the rehearsal makes one job run fail (below).
    worker: {
      cmd: commandOf(dockerfile, 'worker'),
      env: { ...apiEnv, WORKER_PORT: String(PORTS.worker), DATABASE_STATEMENT_TIMEOUT_MS: '5000' },
      port: PORTS.worker,
    },
    web1: site(PORTS.web1),
    web2: site(PORTS.web2),
    backoffice: { ...site(PORTS.backoffice), cmd: commandOf(dockerfile, 'backoffice') },
  };
  servers = serverSet({ root: ROOT, work, specs });
  for (const name of ['api1', 'api2', 'worker']) servers.start(name);
  await Promise.all(['api1', 'api2', 'worker'].map((name) => servers.ready(name)));
  nginx = startNginx({ root: ROOT, work, ports: PORTS, lb: LB });
  for (const name of ['web1', 'web2', 'backoffice']) servers.start(name);
  await Promise.all(['web1', 'web2', 'backoffice'].map((name) => servers.ready(name)));
  say('all servers ready behind nginx');

  // 5. The runs.
  database = new pg.Pool({ connectionString: db.url, max: 4 });
  database.on('error', () => {});
  const query = async (text, values) => (await database.query(text, values)).rows;
  // The SMS code of a phone, from the outbox; waits out an outage of the database.
  const lastCode = async (phone) => {
    for (let i = 0; i < 120; i++) {
      try {
        const rows = await query(
          'select body from outbox where recipient_hash = $1 order by id desc limit 1',
          [phoneHash(piiHashKey, phone)],
        );
        return /(\d{3,6})/.exec(rows[0]?.body ?? '')?.[1];
      } catch {
        await sleep(1000);
      }
    }
    return undefined;
  };
  const loansSigned = async () => Number((await query('select count(*)::int as n from loans'))[0]?.n ?? 0);
  const jpeg = sampleJpeg(1024, 768);
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' });
  const [firstDate, secondDate] = payDateOptions('biweekly', today)[13].value.split(',');
  let borrowerCookie;
  const adminCookie = admin
    ? await backOfficeSession(`http://127.0.0.1:${LB.backoffice}`, admin).catch(() => undefined)
    : undefined;
  const probes = () =>
    sleep(1000).then(() =>
      probeOutage({
        apis: { api1: `http://127.0.0.1:${PORTS.api1}`, api2: `http://127.0.0.1:${PORTS.api2}` },
        worker: `http://127.0.0.1:${PORTS.worker}`,
        web: `http://127.0.0.1:${LB.web}`,
        backoffice: `http://127.0.0.1:${LB.backoffice}`,
        borrowerCookie,
        adminCookie,
        page: /Estamos dando mantenimiento/,
        backofficePage: /No pudimos cargar esta página/,
        limitMs: 15_000,
      }),
    );
  const disruptions = disruptionsOf({
    servers,
    db,
    probes,
    say,
    downSeconds: DOWN_SECONDS,
    detectSeconds: DETECT_SECONDS,
  });
  const peaks = setInterval(() => servers.peaks(), 2000);
  const runs = [];
  for (const [index, phase] of RUNS.entries()) {
    say(`run ${index + 1} of ${RUNS.length}: ${phase}`);
    const run = await runJourneys({
      journeys: JOURNEYS,
      first: 1000 + index * JOURNEYS,
      concurrency: CONCURRENCY,
      minutes: MINUTES,
      base: `http://127.0.0.1:${LB.web}`,
      lastCode,
      jpeg,
      payDates: () => ({ first_repayment_option: firstDate, second_repayment_option: secondDate }),
      acceptedStatus: APPLICATION_STATUS.accepted,
      reportBrokenAnswer: index === 0,
      loansSigned,
      disrupt: disruptions[phase],
      onSession: (cookie) => {
        borrowerCookie ??= cookie;
      },
      say,
    });
    const d = run.disruption;
    runs.push({
      phase,
      ...run,
      writes: await checkWrites(query, run.results),
      balance: await trialBalance(query),
      outage: d ? outageRequests(run.records, d.killedAt, d.readyAt + 5000) : undefined,
      jobsAfter: d?.readyAt
        ? Number(
            (
              await query(
                'select count(*)::int as n from pgboss.job where completed_on > to_timestamp($1 / 1000.0)',
                [d.readyAt],
              )
            )[0]?.n ?? 0,
          )
        : undefined,
    });
  }
  clearInterval(peaks);
  servers.ends();

  // 6. The restore drill: the base backup and the archive, to a time between two payments.
  // Preferably between two payments after the failover: the replay then crosses its new timeline.
  const after = runs.find((run) => run.phase === 'failover')?.disruption?.writableAt ?? 0;
  const restore = backup
    ? await restoreDrill(db, { backup, bin: PG_BIN, port: PG_PORTS.restore, after })
    : undefined;
  if (restore) say(restore.skipped ?? `restored to ${restore.target}`);

  // 7. Errors from every server at the error-reporting endpoint; /metrics of every instance.
  const { servicesReported, metrics } = await reportedAndScraped({
    pg,
    dbUrl: db.url,
    sentry,
    specs,
    lb: LB,
  });

  // 8. The report.
  const { lines, failed } = await reportLines({
    nginxVersion: spawnSync('nginx', ['-v']).stderr.toString().trim(),
    pgVersion: db.primary.run('postgres', ['--version']).trim(),
    migrateOk,
    adminOk,
    journeys: JOURNEYS,
    minutes: MINUTES,
    runs,
    restore,
    backup,
    query,
    work,
    servicesReported,
    metrics,
    memory: servers.memory,
  });
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
  writeFileSync(join(ROOT, '.rehearsal-report.txt'), `${lines.join('\n')}\n`);
  await cleanUp();
  process.exit(failed ? 1 : 0);
} catch (error) {
  say(`failed: ${error instanceof Error ? error.stack : String(error)}`);
  say(`logs kept in ${work}`);
  process.env.REHEARSE_KEEP = '1';
  await cleanUp();
  process.exit(1);
}
