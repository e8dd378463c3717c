// What the rehearsal checks after a database outage (issue 53): every write a borrower saw
// acknowledged is in the database once (not missing, not doubled), the ledger's trial balance is
// even, and how many requests failed while the database was away, and for how long. The queries
// run against the rehearsal's database; the comparisons are plain functions, tested on their own.

/**
 * @typedef {import('./rehearsal-journey.mjs').Ack} Ack
 * @typedef {{ acknowledged: number, present: number, missing: number[], doubled: number[] }} WriteCheck
 * @typedef {(text: string, values?: unknown[]) => Promise<Array<Record<string, any>>>} Query
 */

/** The ids of `acks` of one kind. @param {Ack[]} acks @param {Ack['kind']} kind */
const idsOf = (acks, kind) => [...new Set(acks.filter((a) => a.kind === kind).map((a) => a.id))];

/** How many times each value occurs. @param {Array<number | string>} values */
function counts(values) {
  const map = new Map();
  for (const value of values) map.set(Number(value), (map.get(Number(value)) ?? 0) + 1);
  return map;
}

/**
 * Acknowledged ids against the ids found: missing when found no time, doubled when more than once.
 * @param {number[]} acknowledged
 * @param {Array<number | string>} found one entry per row found
 * @returns {WriteCheck}
 */
export function compareIds(acknowledged, found) {
  const seen = counts(found);
  return {
    acknowledged: acknowledged.length,
    present: acknowledged.filter((id) => seen.has(id)).length,
    missing: acknowledged.filter((id) => !seen.has(id)),
    doubled: acknowledged.filter((id) => (seen.get(id) ?? 0) > 1),
  };
}

/**
 * The database's rows for every acknowledged write of the journeys, and the comparison.
 * - registrations: each acknowledged client is a row;
 * - documents: each acknowledged upload is a row, and a client holds no more documents than its
 *   journey sent (a resent upload after a 503 is a second send, not a double);
 * - applications: each is a row, one per client (the journey applies once, with a key);
 * - signatures: each loan is a row, one per application;
 * - payments: each acknowledged card charge is a row, one repayment per loan;
 * - repayments posted: each repaid loan's payment is one ledger transaction (`payment:<id>`);
 * - audit entries: `application.create`, `application.sign`, `loan.create`, `payment.complete`,
 *   one for each acknowledged write they record.
 * @param {Query} query
 * @param {Array<{ acks: Ack[], clientId: number, uploadsSent?: number }>} results
 * @returns {Promise<Record<string, WriteCheck>>}
 */
export async function checkWrites(query, results) {
  const acks = results.flatMap((r) => r.acks ?? []);
  const clients = idsOf(acks, 'client');
  const documents = idsOf(acks, 'document');
  const applications = idsOf(acks, 'application');
  const loans = idsOf(acks, 'signature');
  const charges = idsOf(acks, 'charge');
  const repaid = idsOf(acks, 'repaid');
  const ids = (rows, column = 'id') => rows.map((row) => Number(row[column]));

  const clientRows = await query('select id from clients where id = any($1)', [clients]);
  const documentRows = await query(
    'select id, client_id from client_documents where client_id = any($1) and deleted_at is null',
    [clients],
  );
  const applicationRows = await query('select id, client_id from applications where client_id = any($1)', [
    clients,
  ]);
  const loanRows = await query('select id, application_id from loans where application_id = any($1)', [
    applications,
  ]);
  const paymentRows = await query(
    "select id, loan_id from payments where loan_id = any($1) and kind = 'repayment' and status <> 'failed'",
    [loans],
  );
  const postings = await query(
    "select substring(reference from '^payment:([0-9]+)$') as payment_id from ledger_transactions where reference = any($1)",
    [repaid.map((id) => `payment:${id}`)],
  );
  const audit = await query(
    `select action, entity_id from audit_log where (action = 'application.create' and entity_id = any($1))
      or (action = 'application.sign' and entity_id = any($1)) or (action = 'loan.create' and entity_id = any($2))
      or (action = 'payment.complete' and entity_id = any($3))`,
    [applications.map(String), loans.map(String), repaid.map(String)],
  );

  const sent = new Map(results.map((r) => [r.clientId, r.uploadsSent ?? 1]));
  const documentsPerClient = counts(ids(documentRows, 'client_id'));
  const documentCheck = compareIds(documents, ids(documentRows));
  documentCheck.doubled = [...documentsPerClient]
    .filter(([client, n]) => n > (sent.get(client) ?? 1))
    .map(([client]) => client);
  const onePer = (check, rows, column) => {
    const per = counts(ids(rows, column));
    return { ...check, doubled: [...per].filter(([, n]) => n > 1).map(([owner]) => owner) };
  };
  const auditOf = (action) =>
    ids(
      audit.filter((row) => row.action === action),
      'entity_id',
    );
  const auditChecks = [
    compareIds(applications, auditOf('application.create')),
    // Signed: the applications of the acknowledged loans.
    compareIds(
      loanRows.filter((row) => loans.includes(Number(row.id))).map((row) => Number(row.application_id)),
      auditOf('application.sign'),
    ),
    compareIds(loans, auditOf('loan.create')),
    compareIds(repaid, auditOf('payment.complete')),
  ];
  return {
    registrations: compareIds(clients, ids(clientRows)),
    documents: documentCheck,
    applications: onePer(compareIds(applications, ids(applicationRows)), applicationRows, 'client_id'),
    signatures: onePer(compareIds(loans, ids(loanRows)), loanRows, 'application_id'),
    payments: onePer(compareIds(charges, ids(paymentRows)), paymentRows, 'loan_id'),
    'repayments posted': compareIds(repaid, ids(postings, 'payment_id')),
    'audit entries': auditChecks.reduce((all, check) => ({
      acknowledged: all.acknowledged + check.acknowledged,
      present: all.present + check.present,
      missing: [...all.missing, ...check.missing],
      doubled: [...all.doubled, ...check.doubled],
    })),
  };
}

/** Missing and doubled writes over every check. @param {Record<string, WriteCheck>} checks */
export function writeTotals(checks) {
  const all = Object.values(checks);
  return {
    acknowledged: all.reduce((sum, c) => sum + c.acknowledged, 0),
    present: all.reduce((sum, c) => sum + c.present, 0),
    missing: all.reduce((sum, c) => sum + c.missing.length, 0),
    doubled: all.reduce((sum, c) => sum + c.doubled.length, 0),
  };
}

/**
 * The ledger's trial balance over every entry (ADR 143): even when debits equal credits (the
 * entries sum to zero) and no transaction is unbalanced on its own.
 * @param {Query} query
 */
export async function trialBalance(query) {
  const [row] = await query(`select coalesce(sum(amount), 0)::text as total,
    coalesce(sum(amount) filter (where amount > 0), 0)::text as debit,
    (select count(*) from ledger_transactions)::int as transactions,
    (select count(*) from (select transaction_id from ledger_entries group by 1 having sum(amount) <> 0) u)::int as unbalanced
    from ledger_entries`);
  return {
    debit: Number(row?.debit ?? 0),
    credit: Number(row?.debit ?? 0) - Number(row?.total ?? 0),
    transactions: Number(row?.transactions ?? 0),
    unbalanced: Number(row?.unbalanced ?? 0),
    even: Number(row?.total ?? 0) === 0 && Number(row?.unbalanced ?? 0) === 0,
  };
}

/**
 * The requests of an outage: those that failed (no answer, or a 5xx) from `from` to `to`, by
 * status and code, and how long clients saw failures (first to last).
 * @param {Array<{ at: number, status: number, what: string, code?: string }>} records
 * @param {number} from
 * @param {number} to
 */
export function outageRequests(records, from, to) {
  const inside = records.filter((r) => r.at >= from && r.at <= to);
  const failed = inside.filter((r) => r.status === 0 || r.status >= 500);
  /** @type {Record<string, number>} */
  const byKind = {};
  for (const r of failed) {
    const kind = r.status === 0 ? 'no answer' : `${r.status}${r.code ? ` ${r.code}` : ''}`;
    byKind[kind] = (byKind[kind] ?? 0) + 1;
  }
  const first = failed[0]?.at;
  const last = failed.at(-1)?.at;
  return {
    requests: inside.length,
    failed: failed.length,
    byKind,
    seenForMs: first === undefined || last === undefined ? 0 : last - first,
  };
}

/**
 * Two payments to restore between: consecutive posted payments (by commit time) at least `gapMs`
 * apart, the latest such pair whose midpoint is after `after` (the failover, so the replay crosses
 * the new timeline), else the latest such pair. The target is half-way between their commits.
 * @param {Array<{ paymentId: number, committedAt: Date }>} posted in commit order
 * @param {{ gapMs?: number, after?: number }} [options]
 */
export function restoreTargetBetween(posted, { gapMs = 100, after = 0 } = {}) {
  const pairs = [];
  for (let i = 1; i < posted.length; i++) {
    const before = posted[i - 1];
    const next = posted[i];
    if (!before || !next) continue;
    const gap = next.committedAt.getTime() - before.committedAt.getTime();
    if (gap >= gapMs)
      pairs.push({
        before,
        after: next,
        target: new Date(before.committedAt.getTime() + Math.floor(gap / 2)),
      });
  }
  return pairs.filter((pair) => pair.target.getTime() > after).at(-1) ?? pairs.at(-1);
}
