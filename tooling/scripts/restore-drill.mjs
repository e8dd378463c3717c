// `npm run restore-drill` (issue 53; not part of `npm test`).
//
// Without arguments: the rehearsal's drill (`rehearse.mjs --restore-drill`): the platform on a
// PostgreSQL of its own with WAL archiving, a base backup, a few borrower journeys that pay, then the
// base backup and the archive restored into a new cluster to a time between two payments; the
// restored ledger must hold the first and not the second, its trial balance even. Exit 1 otherwise.
//
// With a backup, the operator's tool (docs/deploy.md, "Restoring to a point in time"):
//   npm run restore-drill -- --base <base backup folder> --archive <WAL archive folder>
//     (--target-time '2026-11-25 14:32:00-06' | --target-name <restore point> | --target-lsn 0/5A0001F8)
//     [--into <new cluster folder>] [--port 15493]
// restores into a new cluster, replays the archive to the target and pauses there, read-only, and
// prints what the ledger holds at that moment. It is left paused for the operator to look at and
// then promote (`select pg_wal_replay_resume()`) or stop (`pg_ctl -D <folder> stop`).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { trialBalance } from './lib/rehearsal-checks.mjs';
import { restoreToTarget, statementRunner } from './lib/rehearsal-database.mjs';
import { findPgBin, serverFolder } from './lib/rehearsal-postgres.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    archive: { type: 'string' },
    'target-time': { type: 'string' },
    'target-name': { type: 'string' },
    'target-lsn': { type: 'string' },
    into: { type: 'string' },
    port: { type: 'string', default: '15493' },
  },
});

if (!values.base) {
  const drill = spawnSync(process.execPath, [join(ROOT, 'tooling/scripts/rehearse.mjs'), '--restore-drill'], {
    stdio: 'inherit',
  });
  process.exit(drill.status ?? 1);
}

const target = {
  time: values['target-time'],
  name: values['target-name'],
  lsn: values['target-lsn'],
};
if (!values.archive || Object.values(target).filter(Boolean).length !== 1) {
  console.error(
    'usage: npm run restore-drill -- --base <folder> --archive <folder> (--target-time <time> | --target-name <name> | --target-lsn <lsn>) [--into <folder>] [--port <port>]',
  );
  process.exit(2);
}
const bin = findPgBin();
if (!bin) {
  console.error('PostgreSQL binaries not found: apt-get install postgresql, or set REHEARSE_PG_BIN');
  process.exit(1);
}
const pg = createRequire(join(ROOT, 'packages/db/package.json'))('pg');
const sqlOn = statementRunner(pg);
const work = values.into ? undefined : mkdtempSync(join(tmpdir(), 'lender-restore-'));
if (work) chmodSync(work, 0o711);
const dir = resolve(values.into ?? join(work ?? '', 'cluster'));
const logs = serverFolder(join(work ?? resolve(dir, '..'), 'restore-logs'));
const port = Number(values.port);

const restoring = restoreToTarget({
  sqlOn,
  bin,
  backupDir: resolve(values.base),
  archiveDir: resolve(values.archive),
  target: Object.fromEntries(Object.entries(target).filter(([, value]) => value)),
  dir,
  port,
  log: join(logs, 'restored.log'),
});
const { url, startedAt, pausedAt } = await restoring.catch((error) => {
  // A target the archive does not reach, a backup that is not one: what PostgreSQL said, no stack.
  console.error(`The restore did not reach its target: ${error.message}`);
  process.exit(1);
});
const query = (text, params) => sqlOn(url, text, params);
const balance = await trialBalance(query);
const [payments] = await query(
  "select count(*)::int as n, max(completed_at) as last from payments where status = 'completed'",
);
const latest = await query(
  "select reference, effective_date::text as day from ledger_transactions where reference ~ '^payment:' order by id desc limit 5",
);
const lines = [
  `Restored ${values.base} and ${values.archive} into ${dir} (port ${port}), paused at ${JSON.stringify(target)} after ${((pausedAt - startedAt) / 1000).toFixed(1)} s: read-only until promoted.`,
  `- completed payments: ${payments?.n ?? 0}, the last completed at ${payments?.last ? new Date(payments.last).toISOString() : 'none'}`,
  `- the last payments posted: ${latest.map((row) => `${row.reference} (${row.day})`).join(', ') || 'none'}`,
  `- trial balance: ${balance.even ? 'even' : 'NOT EVEN'} (${balance.transactions} transactions, ${balance.unbalanced} unbalanced)`,
  `- look: psql ${url}`,
  `- keep it: psql ${url} -c 'select pg_wal_replay_resume()' (promotes it: a new timeline, then point the servers at it)`,
  `- drop it: ${join(bin, 'pg_ctl')} -D ${dir} stop`,
];
console.log(lines.join('\n'));
process.exit(balance.even ? 0 : 1);
