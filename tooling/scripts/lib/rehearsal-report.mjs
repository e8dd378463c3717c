// The rehearsal's report (issues 40, 53): per run what the journeys reached, the requests and
// their latency, what broke and how long it took to come back, what each server answered while the
// database was down, every acknowledged write found once, the trial balance; then the restore
// drill, the errors reported and /metrics per server, and memory. `failed` says whether to exit 1.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeTotals } from './rehearsal-checks.mjs';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;
const pesos = (centavos) =>
  `$${(centavos / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const mexicoCity = (date) =>
  date.toLocaleString('es-MX', {
    timeZone: 'America/Mexico_City',
    hourCycle: 'h23',
    dateStyle: 'short',
    timeStyle: 'medium',
  });

/** Every file below `dir`. */
function filesBelow(dir) {
  const found = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) found.push(...filesBelow(path));
    else found.push(path);
  }
  return found;
}

/** The percentile `p` of sorted numbers. */
const percentile = (sorted, p) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

/** The line of a run's disruption. */
function disruptionLine(phase, d) {
  if (!d) return `- ${phase}: nothing broken (the run did not reach a quarter of its loans signed)`;
  if (phase === 'servers')
    return `- kills: api1 and web1 SIGKILL with ${d.signed} loans signed (restarted after 3 s, ready after ${seconds(d.readyAt - d.killedAt)})`;
  if (phase === 'crash')
    return `- crash: the primary's postmaster and its ${d.processes - 1} processes SIGKILL with ${d.signed} loans signed; restarted after ${seconds(d.restartAt - d.killedAt)}, accepting connections ${seconds(d.acceptingAt - d.restartAt)} later (crash recovery: ${d.redo ?? 'no redo line'}); replica in sync again after ${seconds(d.syncAt - d.killedAt)}; every server ready after ${seconds(d.readyAt - d.killedAt)}, none restarted (their pools reconnected)`;
  return `- failover: the primary SIGKILL for good with ${d.signed} loans signed; the replica promoted after ${seconds(d.promoteAt - d.killedAt)} (failure noticed) in ${seconds(d.promotedAt - d.promoteAt)}, the relay repointed; first write on the new primary ${seconds(d.writableAt - d.killedAt)} after the kill; every server ready after ${seconds(d.readyAt - d.killedAt)}, none restarted`;
}

/**
 * @param {{ nginxVersion: string, pgVersion: string, migrateOk: boolean, adminOk: boolean,
 *   journeys: number, minutes: number, runs: any[], restore?: any, backup?: any,
 *   query: (text: string, values?: unknown[]) => Promise<any[]>, work: string,
 *   servicesReported: string[], metrics: Record<string, boolean>, memory: Record<string, any> }} input
 */
export async function reportLines(input) {
  const { runs, restore, query } = input;
  let failed = false;
  const stored = filesBelow(join(input.work, 's3'));
  const lines = [
    `Rehearsal ${new Date().toISOString()} (Node ${process.version}, ${input.nginxVersion}, ${input.pgVersion})`,
    `- migrate ×2 at once: ${input.migrateOk ? 'both exit 0 (advisory lock)' : 'FAILED'}; admin:create: ${input.adminOk ? 'created, then refused without --force' : 'FAILED'}`,
  ];
  for (const [index, run] of runs.entries()) {
    const stages = {};
    for (const r of run.results) stages[r.stage] = (stages[r.stage] ?? 0) + 1;
    const statuses = {};
    for (const r of run.records) {
      const kind = r.status >= 400 && r.code ? `${r.status} ${r.code}` : String(r.status);
      statuses[kind] = (statuses[kind] ?? 0) + 1;
    }
    const fiveHundreds = run.records.filter((r) => r.status >= 500).map((r) => `${r.status} ${r.what}`);
    const sorted = run.records.map((r) => r.ms).sort((a, b) => a - b);
    lines.push(
      `Run ${index + 1}: ${run.phase}`,
      `- journeys: ${run.results.filter((r) => r.paid).length} of ${input.journeys} completed (registered → document → signed → paid out → repaid), ${run.started} started in ${input.minutes} min at most; stages reached: ${JSON.stringify(stages)}`,
      disruptionLine(run.phase, run.disruption),
    );
    const probes = run.disruption?.probes;
    if (probes) {
      const bad = probes.filter((p) => !p.ok);
      if (bad.length > 0) failed = true;
      lines.push(
        `- while the database was down: ${probes.length - bad.length} of ${probes.length} answers as expected: ${probes
          .map(
            (p) =>
              `${p.who} ${p.status}${p.code ? ` ${p.code}` : ''}${p.retryAfter ? ` Retry-After ${p.retryAfter}` : ''} in ${p.ms} ms${p.ok ? '' : ` (${p.why})`}`,
          )
          .join('; ')}`,
      );
    }
    if (run.outage)
      lines.push(
        `- requests from the kill until every server was ready + 5 s: ${run.outage.failed} failed of ${run.outage.requests} ${JSON.stringify(run.outage.byKind)}; clients saw failures for ${seconds(run.outage.seenForMs)}${run.phase === 'servers' ? '' : ' (each answered 503 is sent again by the journey after Retry-After)'}`,
      );
    lines.push(
      `- requests: ${run.records.length}; statuses ${JSON.stringify(statuses)}; 5xx seen by clients: ${fiveHundreds.length}${fiveHundreds.length ? ` (${[...new Set(fiveHundreds)].slice(0, 5).join(', ')})` : ''}`,
      `- latency p50 ${percentile(sorted, 50)} ms, p99 ${percentile(sorted, 99)} ms (every request through nginx, waits excluded)`,
    );
    const totals = writeTotals(run.writes);
    if (totals.missing + totals.doubled > 0) failed = true;
    lines.push(
      `- writes acknowledged → present: ${Object.entries(run.writes)
        .map(
          ([kind, c]) =>
            `${kind} ${c.present}/${c.acknowledged}${c.missing.length ? ` (missing ${c.missing.slice(0, 5).join(', ')})` : ''}${c.doubled.length ? ` (doubled ${c.doubled.slice(0, 5).join(', ')})` : ''}`,
        )
        .join(
          ', ',
        )}; ${totals.acknowledged} acknowledged, ${totals.present} present, ${totals.missing} missing, ${totals.doubled} doubled`,
    );
    // Documents also in the store (rows and S3 objects).
    const uploaded = run.results.filter((r) => r.uploaded).map((r) => r.clientId);
    const keys = uploaded.length
      ? await query('select storage_key from client_documents where client_id = any($1)', [uploaded])
      : [];
    const lostObjects = keys.filter((row) => !stored.some((path) => path.includes(row.storage_key))).length;
    if (lostObjects > 0) failed = true;
    if (!run.balance.even) failed = true;
    lines.push(
      `- documents in S3: ${keys.length - lostObjects} of ${keys.length} rows have their object`,
      `- trial balance: ${run.balance.even ? 'even' : 'NOT EVEN'} (debits ${pesos(run.balance.debit)}, credits ${pesos(run.balance.credit)}; ${run.balance.transactions} transactions, ${run.balance.unbalanced} unbalanced)`,
    );
    if (run.jobsAfter !== undefined)
      lines.push(`- jobs: ${run.jobsAfter} job runs completed by the worker after it was ready again`);
    const errors = [...new Set(run.results.filter((r) => r.error).map((r) => r.error))];
    if (errors.length) lines.push(`- journey errors (first 5): ${errors.slice(0, 5).join(' | ')}`);
  }
  if (restore) {
    if (restore.skipped) {
      failed = true;
      lines.push(`Restore drill: NOT DONE (${restore.skipped})`);
    } else {
      const { pair, atTarget } = restore;
      const ok =
        atTarget.first &&
        !atTarget.second &&
        atTarget.balance.even &&
        restore.promotedBalance.even &&
        restore.writable;
      if (!ok) failed = true;
      lines.push(
        'Restore drill',
        `- from the base backup of ${input.backup.takenAt.toISOString()} (${mb(input.backup.bytes)}) and the WAL archive, into a new cluster, to ${restore.target} (${mexicoCity(pair.target)} Mexico City): between payment #${pair.before.paymentId} (committed ${pair.before.committedAt.toISOString()}) and payment #${pair.after.paymentId} (${pair.after.committedAt.toISOString()})`,
        `- at the target: payment #${pair.before.paymentId} ${atTarget.first ? 'present' : 'MISSING'}, #${pair.after.paymentId} ${atTarget.second ? 'PRESENT' : 'absent'}; ${atTarget.payments} completed payments; trial balance ${atTarget.balance.even ? 'even' : 'NOT EVEN'} (debits ${pesos(atTarget.balance.debit)}, ${atTarget.balance.transactions} transactions)`,
        `- replay: ${seconds(restore.pausedAt - restore.startedAt)} from start to the pause at the target, ${restore.archived} WAL files from the archive (${restore.stopped ?? 'no stop line'}); promoted: trial balance ${restore.promotedBalance.even ? 'even' : 'NOT EVEN'}, ${restore.writable ? 'takes writes' : 'TAKES NO WRITES'}`,
      );
    }
  }
  lines.push(
    `- errors reported to the fake Sentry endpoint by: ${input.servicesReported.join(', ') || 'none'}`,
    `- /metrics answered by: ${Object.entries(input.metrics)
      .filter(([, ok]) => ok)
      .map(([name]) => name)
      .join(', ')}`,
    `- memory (RSS at ready → peak → end): ${Object.entries(input.memory)
      .map(([name, m]) => `${name} ${mb(m.start)} → ${mb(m.peak)} → ${mb(m.end)}`)
      .join('; ')}`,
  );
  return { lines, failed };
}
