// The platform's processes for `npm run rehearse` (issue 40): each server started with the CMD of
// its Dockerfile target and the environment of a staging deployment, their readiness and memory,
// the one-shot commands (`migrate`, `admin:create`) and Debian's nginx with deploy/nginx.conf.
import { execFileSync, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The CMD of a Dockerfile target, as an argv. */
export function commandOf(dockerfile, target) {
  const section = dockerfile
    .split(/^FROM /m)
    .find((part) => new RegExp(`^runtime AS ${target}\\b`).test(part));
  const cmd = section && /^CMD (\[.*\])$/m.exec(section);
  if (!cmd) throw new Error(`Dockerfile has no CMD for target ${target}`);
  return JSON.parse(cmd[1]);
}

/**
 * The environment of the API and the worker, and of the sites: production mode, a staging
 * deployment, fresh secrets, documents in S3, errors to the fake Sentry endpoint.
 * @param {{ databaseUrl: string, sentryDsn: string, s3Port: number, apiBalancer: number }} options
 */
export function deploymentEnv({ databaseUrl, sentryDsn, s3Port, apiBalancer }) {
  const key = () => randomBytes(32).toString('base64');
  const piiHashKey = key();
  const common = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DEPLOYMENT_STAGE: 'staging',
    SENTRY_DSN: sentryDsn,
    SENTRY_RELEASE: 'rehearsal',
    SITE_API_KEY: randomBytes(24).toString('base64url'),
    SHUTDOWN_GRACE_MS: '5000',
  };
  const apiEnv = {
    ...common,
    DATABASE_URL: databaseUrl,
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
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
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
    API_URL: `http://127.0.0.1:${apiBalancer}`,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    TRUST_PROXY: '1',
  };
  return { apiEnv, siteEnv, piiHashKey };
}

/** Runs a one-shot command of the deployment; resolves with its exit code and output. */
export function once(root, args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args.slice(1), { cwd: root, env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/** A process's resident memory in bytes (0 when it is gone). */
export function rss(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/**
 * The long-running servers: started from `specs` (command, environment, port), logs in `work`,
 * memory at ready, peak and end.
 * @param {{ root: string, work: string, specs: Record<string, { cmd: string[], env: object, port: number }> }} options
 */
export function serverSet({ root, work, specs }) {
  const children = new Map();
  const memory = {};
  const logOf = (name) => join(work, `${name}.log`);
  const start = (name) => {
    const spec = specs[name];
    const child = spawn(process.execPath, spec.cmd.slice(1), {
      cwd: root,
      env: spec.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => writeFileSync(logOf(name), d, { flag: 'a' }));
    child.stderr.on('data', (d) => writeFileSync(logOf(name), d, { flag: 'a' }));
    children.set(name, child);
    return child;
  };
  /** Waits for `path` of a server to answer 200 (readiness, by default). */
  const ready = async (name, path = '/readyz', seconds = 90) => {
    for (let i = 0; i < seconds * 4; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${specs[name].port}${path}`)).ok) {
          memory[name] ??= { start: rss(children.get(name).pid), peak: 0, end: 0 };
          return;
        }
      } catch {}
      if (children.get(name).exitCode !== null)
        throw new Error(`${name} exited: ${readFileSync(logOf(name), 'utf8').slice(-2000)}`);
      await sleep(250);
    }
    throw new Error(`${name} not ready in ${seconds} s`);
  };
  const kill = (name) => {
    memory[`${name} (killed)`] = { ...memory[name], end: rss(children.get(name).pid) };
    delete memory[name];
    children.get(name).kill('SIGKILL');
  };
  const peaks = () => {
    for (const [name, child] of children)
      if (memory[name]) memory[name].peak = Math.max(memory[name].peak, rss(child.pid));
  };
  const ends = () => {
    for (const [name, child] of children) if (memory[name]) memory[name].end = rss(child.pid);
  };
  const stopAll = async () => {
    for (const child of children.values()) if (child.exitCode === null) child.kill('SIGTERM');
    await sleep(1500);
    for (const child of children.values()) if (child.exitCode === null) child.kill('SIGKILL');
  };
  return { start, ready, kill, peaks, ends, stopAll, memory, children };
}

/**
 * Debian's nginx with deploy/nginx.conf, its upstreams and listeners moved to loopback ports.
 * @param {{ root: string, work: string, ports: Record<string, number>, lb: { web: number, backoffice: number, api: number } }} options
 */
export function startNginx({ root, work, ports, lb }) {
  const site = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8')
    .replace(/server web1:3000/, `server 127.0.0.1:${ports.web1}`)
    .replace(/server web2:3000/, `server 127.0.0.1:${ports.web2}`)
    .replace(/server backoffice:3100/, `server 127.0.0.1:${ports.backoffice}`)
    .replace(/server api1:4000/, `server 127.0.0.1:${ports.api1}`)
    .replace(/server api2:4000/, `server 127.0.0.1:${ports.api2}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${lb.web};`)
    .replace(/listen 8081;/, `listen 127.0.0.1:${lb.backoffice};`)
    .replace(/listen 8082;/, `listen 127.0.0.1:${lb.api};`);
  writeFileSync(join(work, 'site.conf'), site);
  writeFileSync(
    join(work, 'nginx.conf'),
    `pid ${work}/nginx.pid;\nerror_log ${work}/nginx-error.log;\nworker_processes 2;\nevents { worker_connections 1024; }\nhttp {\n  access_log off;\n  client_body_temp_path ${work}/nginx-body;\n  proxy_temp_path ${work}/nginx-proxy;\n  include ${work}/site.conf;\n}\n`,
  );
  execFileSync('nginx', ['-t', '-q', '-c', join(work, 'nginx.conf'), '-p', work]);
  return spawn('nginx', ['-c', join(work, 'nginx.conf'), '-p', work, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
}

/**
 * Errors reach the error-reporting endpoint from every server: the API (a journey's report of a
 * broken answer), both sites (a page's error from the browser), the worker (a failed job run: the
 * payments table locked longer than its statement timeout, so the next minute's `payments-confirm`
 * is cancelled, fails and is reported). Then `/metrics` of every instance.
 * @param {{ pg: any, dbUrl: string, sentry: any, specs: Record<string, { port: number }>, lb: { web: number, backoffice: number } }} options
 */
export async function reportedAndScraped({ pg, dbUrl, sentry, specs, lb }) {
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
  await browserReport(lb.web, 'web');
  await browserReport(lb.backoffice, 'backoffice');
  const locker = new pg.Client({ connectionString: dbUrl });
  await locker.connect();
  await locker.query('begin');
  await locker.query('lock table payments in access exclusive mode');
  await sentry.waitFor((e) => e.tags?.service === 'worker', 80_000).catch(() => {});
  await locker.query('rollback');
  await locker.end();
  await sleep(3000);
  const metrics = {};
  for (const name of Object.keys(specs)) {
    const text = await fetch(`http://127.0.0.1:${specs[name].port}/metrics`).then(
      (r) => (r.ok ? r.text() : ''),
      () => '',
    );
    metrics[name] = /^http_requests_total|^jobs_queued|^process_resident_memory_bytes/m.test(text);
  }
  return { servicesReported: [...new Set(sentry.events().map((e) => e.tags?.service))].sort(), metrics };
}
