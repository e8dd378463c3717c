// The rehearsal's database and what happens to it (issue 53): a primary with WAL archiving, a
// synchronous replica, a base backup, and the relay the servers connect through; then a crash
// (SIGKILL and restart), a failover (the primary killed for good, the replica promoted, the relay
// repointed) and a restore drill (the base backup and the archive replayed into a new cluster up to
// a time between two payments). Times are measured from the rehearsal's side.
import { chownSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { restoreTargetBetween, trialBalance } from './rehearsal-checks.mjs';
import {
  cluster,
  extract,
  primaryConfig,
  recoveryConfig,
  replicaConfig,
  serverFolder,
} from './rehearsal-postgres.mjs';
import { startRelay } from './rehearsal-proxy.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `check` every 100 ms until it is truthy or `seconds` pass; resolves with its value. A
 * `broken()` that returns a reason stops the wait at once.
 */
async function until(check, seconds, what, broken = () => undefined) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const reason = broken();
    if (reason) throw new Error(`${what}: ${reason}`);
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${seconds} s`);
    await sleep(100);
  }
}

/** One statement on a server (a short connection, no pool): `(url, text, values) => rows`. */
export function statementRunner(pg) {
  return async (url, text, values) => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    client.on('error', () => {});
    await client.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.end().catch(() => {});
    }
  };
}

/**
 * Makes the primary, its database `lender`, the synchronous replica and the relay.
 * @param {{ pg: any, bin: string, work: string, ports: { primary: number, replica: number, restore: number, relay: number }, say: (line: string) => void }} options
 */
export async function setUpDatabase({ pg, bin, work, ports, say }) {
  const base = join(work, 'pg');
  mkdirSync(base, { recursive: true });
  const archiveDir = serverFolder(join(base, 'archive'));
  const logs = serverFolder(join(base, 'logs'));
  const primary = cluster({
    bin,
    dir: join(base, 'primary'),
    port: ports.primary,
    log: join(logs, 'primary.log'),
  });
  // Asynchronous until the replica streams: a commit would wait for a standby that is not there.
  primary.initdb(primaryConfig({ port: ports.primary, archiveDir }));
  primary.start();
  const sqlOn = statementRunner(pg);
  await sqlOn(primary.url(), 'create database lender');
  const replica = cluster({
    bin,
    dir: join(base, 'replica'),
    port: ports.replica,
    log: join(logs, 'replica.log'),
  });
  primary.baseBackup(replica.dir, ['-R', '-X', 'stream', '-c', 'fast', '-C', '-S', 'replica']);
  replica.configure(replicaConfig({ port: ports.replica, name: 'replica', slot: 'replica' }));
  replica.start();
  // From now on a commit is acknowledged once the replica has it on disk too (synchronous_commit
  // = on): a failover to it loses nothing a client was told of.
  primary.configure("synchronous_standby_names = 'replica'\n");
  primary.run('pg_ctl', ['-D', primary.dir, 'reload']);
  await streaming(sqlOn, primary.url());
  const relay = await startRelay({ port: ports.relay, target: { host: '127.0.0.1', port: ports.primary } });
  say(
    `PostgreSQL ${primary.run('postgres', ['--version']).trim()}: primary :${ports.primary}, synchronous replica :${ports.replica}, relay :${relay.port}, WAL archive ${archiveDir}`,
  );
  return {
    primary,
    replica,
    relay,
    archiveDir,
    base,
    logs,
    sqlOn,
    url: relay.url('lender'),
    /** The cluster taking writes now (the replica after a failover). */
    current: primary,
  };
}

/** Waits until the replica streams synchronously from the primary at `url`. */
function streaming(sqlOn, url, seconds = 60) {
  return until(
    async () =>
      (
        await sqlOn(
          url,
          "select 1 from pg_stat_replication where application_name = 'replica' and sync_state = 'sync'",
        )
      ).length > 0,
    seconds,
    'the replica streaming synchronously',
  );
}

/** The nightly base backup (tar, compressed, with the WAL it needs), as docs/deploy.md has it. */
export function takeBaseBackup(db) {
  const dir = join(db.base, 'backups', 'base');
  mkdirSync(join(db.base, 'backups'), { recursive: true });
  const started = Date.now();
  db.current.baseBackup(dir, ['-Ft', '-z', '-X', 'stream', '-c', 'fast', '-l', 'rehearsal base backup']);
  const size = readdirSync(dir).reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);
  return { dir, takenAt: new Date(started), ms: Date.now() - started, bytes: size };
}

/**
 * The crash: SIGKILL to the primary and all its processes, `downSeconds` with no database (the
 * probes run then), a restart (crash recovery from the WAL), and the replica back in sync.
 * @param {Awaited<ReturnType<typeof setUpDatabase>>} db
 * @param {{ downSeconds: number, whileDown: () => Promise<unknown> }} options
 */
export async function crash(db, { downSeconds, whileDown }) {
  const { primary } = db;
  const killedAt = Date.now();
  const pids = primary.kill();
  await until(async () => primary.gone(pids), 10, 'the killed server gone');
  const probing = whileDown();
  await sleep(downSeconds * 1000);
  await probing;
  const restartAt = Date.now();
  primary.start();
  const acceptingAt = Date.now();
  await streaming(db.sqlOn, primary.url());
  const syncAt = Date.now();
  const redo = /redo done at [^\n]+/.exec(primary.logText().split('was interrupted').at(-1) ?? '')?.[0];
  return { killedAt, processes: pids.length, restartAt, acceptingAt, syncAt, redo };
}

/**
 * The failover: the primary killed for good (a lost machine), `detectSeconds` for the failure to be
 * noticed, the replica promoted, the relay repointed (its connections to the old primary closed),
 * and the first write the new primary takes through the relay.
 * @param {Awaited<ReturnType<typeof setUpDatabase>>} db
 * @param {{ detectSeconds: number, whileDown: () => Promise<unknown> }} options
 */
export async function failover(db, { detectSeconds, whileDown }) {
  const { primary, replica, relay } = db;
  const killedAt = Date.now();
  const pids = primary.kill();
  const probing = whileDown();
  await sleep(detectSeconds * 1000);
  await probing;
  const promoteAt = Date.now();
  replica.promote();
  const promotedAt = Date.now();
  relay.repoint({ host: '127.0.0.1', port: replica.port });
  const repointedAt = Date.now();
  db.current = replica;
  // A write needs a primary: txid_current() assigns a transaction id, which a standby refuses.
  await until(
    async () => (await db.sqlOn(db.url, 'select txid_current()')).length > 0,
    60,
    'a write on the new primary',
  );
  const writableAt = Date.now();
  await until(async () => primary.gone(pids), 10, 'the old primary gone');
  return { killedAt, promoteAt, promotedAt, repointedAt, writableAt };
}

/**
 * A base backup (`pg_basebackup -Ft -z -X stream`: base.tar.gz, pg_wal.tar.gz) restored into a new
 * cluster in `dir` (which must not exist) and replayed from the WAL archive to `target` (a time, a
 * restore point's name or an LSN), where it pauses, read-only, to be checked before anyone
 * promotes it (`select pg_wal_replay_resume()`). The operator's procedure in docs/deploy.md, step
 * by step.
 * @param {{ sqlOn: (url: string, text: string, values?: unknown[]) => Promise<any[]>, bin: string,
 *   backupDir: string, archiveDir: string, target: { time?: string, name?: string, lsn?: string },
 *   dir: string, port: number, log: string, onCluster?: (cluster: ReturnType<typeof cluster>) => void }} options
 */
export async function restoreToTarget({
  sqlOn,
  bin,
  backupDir,
  archiveDir,
  target,
  dir,
  port,
  log,
  onCluster,
}) {
  if (existsSync(dir)) throw new Error(`${dir} exists: restore into a new folder`);
  const restored = cluster({ bin, dir, port, log });
  onCluster?.(restored);
  serverFolder(dir);
  extract(join(backupDir, 'base.tar.gz'), dir);
  if (existsSync(join(backupDir, 'pg_wal.tar.gz')))
    extract(join(backupDir, 'pg_wal.tar.gz'), join(dir, 'pg_wal'));
  restored.configure(recoveryConfig({ port, archiveDir, target }));
  const signal = join(dir, 'recovery.signal');
  writeFileSync(signal, '');
  const owner = statSync(dir);
  chownSync(signal, owner.uid, owner.gid);
  const startedAt = Date.now();
  restored.start(600);
  const url = restored.url('lender');
  await until(
    async () => (await sqlOn(url, 'select pg_get_wal_replay_pause_state() as state'))[0]?.state === 'paused',
    600,
    'replay paused at the target',
    // A target the archive does not reach ends recovery with a FATAL: say so, do not wait.
    () =>
      restored.running() ? undefined : `the restored cluster stopped:\n${restored.logText().slice(-1500)}`,
  );
  return { restored, url, startedAt, pausedAt: Date.now() };
}

/**
 * The restore drill: a target half-way between two posted payments of the live database, the
 * archive brought up to date, the base backup restored into a new cluster and replayed from the
 * archive to the target, where it pauses; checked there (the first payment in, the second not, the
 * trial balance even), then promoted and checked again.
 * @param {Awaited<ReturnType<typeof setUpDatabase>>} db
 * @param {{ backup: { dir: string, takenAt: Date }, bin: string, port: number, after?: number }} options
 */
export async function restoreDrill(db, { backup, bin, port, after = 0 }) {
  const live = await db.sqlOn(
    db.url,
    `select substring(reference from '^payment:([0-9]+)$')::int as payment_id, pg_xact_commit_timestamp(xmin) as committed_at
     from ledger_transactions where reference ~ '^payment:[0-9]+$' order by 2`,
  );
  const pair = restoreTargetBetween(
    live.map((row) => ({ paymentId: row.payment_id, committedAt: new Date(row.committed_at) })),
    { after },
  );
  if (!pair) return { skipped: `${live.length} posted payment(s): no two apart to restore between` };
  // Everything up to now in the archive: the segment being written is closed and copied.
  const [{ segment }] = await db.sqlOn(db.url, 'select pg_walfile_name(pg_switch_wal()) as segment');
  await until(
    async () => {
      const [row] = await db.sqlOn(db.url, 'select last_archived_wal from pg_stat_archiver');
      // Segment names sort by timeline, then position; a `.partial` or `.history` file is not one.
      const last = String(row?.last_archived_wal ?? '');
      return /^[0-9A-F]{24}$/.test(last) && last >= segment;
    },
    120,
    'the WAL archived',
  );

  // PostgreSQL reads a timestamp with a space and an offset, not ISO 8601's `T…Z`.
  const target = pair.target.toISOString().replace('T', ' ').replace('Z', '+00');
  const { restored, url, startedAt, pausedAt } = await restoreToTarget({
    sqlOn: db.sqlOn,
    bin,
    backupDir: backup.dir,
    archiveDir: db.archiveDir,
    target: { time: target },
    dir: join(db.base, 'restored'),
    port,
    log: join(db.logs, 'restored.log'),
    onCluster: (cluster) => {
      db.restored = cluster;
    },
  });
  const query = (text, values) => db.sqlOn(url, text, values);
  const posted = async (id) =>
    (await query('select 1 from ledger_transactions where reference = $1', [`payment:${id}`])).length > 0;
  const atTarget = {
    first: await posted(pair.before.paymentId),
    second: await posted(pair.after.paymentId),
    balance: await trialBalance(query),
    payments: Number(
      (await query("select count(*)::int as n from payments where status = 'completed'"))[0]?.n ?? 0,
    ),
  };
  // Checked: promote it (a new timeline) and see it take a write.
  await query('select pg_wal_replay_resume()');
  await until(
    async () => (await query('select pg_is_in_recovery() as r'))[0]?.r === false,
    120,
    'the restored cluster promoted',
  );
  const promotedBalance = await trialBalance(query);
  const writable = (await query('select txid_current() as x')).length === 1;
  const log = restored.logText();
  const archived = (log.match(/restored log file/g) ?? []).length;
  const stopped = /recovery stopping before commit of transaction \d+, time [^\n]+/.exec(log)?.[0];
  restored.stop();
  return { pair, target, startedAt, pausedAt, atTarget, promotedBalance, writable, archived, stopped };
}

/** Stops every cluster that still runs (the end of the rehearsal). */
export function stopDatabase(db) {
  for (const server of [db?.primary, db?.replica, db?.restored]) {
    try {
      server?.stop();
    } catch {}
  }
}
