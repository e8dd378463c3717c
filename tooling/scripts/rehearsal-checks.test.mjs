import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  checkWrites,
  compareIds,
  outageRequests,
  restoreTargetBetween,
  trialBalance,
  writeTotals,
} from './lib/rehearsal-checks.mjs';

// Issue 53: what the rehearsal checks after an outage, on rows as the database returns them.

test('an acknowledged id found once is present; none is missing; twice is doubled', () => {
  assert.deepEqual(compareIds([1, 2, 3], [1, 2, 2, '3']), {
    acknowledged: 3,
    present: 3,
    missing: [],
    doubled: [2],
  });
  assert.deepEqual(compareIds([1, 2], [2]), { acknowledged: 2, present: 1, missing: [1], doubled: [] });
  // What was never acknowledged may or may not be there: it is neither missing nor doubled.
  assert.deepEqual(compareIds([1], [1, 9, 9]), { acknowledged: 1, present: 1, missing: [], doubled: [] });
});

/** A database of the tables checkWrites reads, answering its statements by their first table. */
function rowsDatabase(tables) {
  const asked = [];
  const query = async (text, values) => {
    asked.push(values);
    for (const [pattern, rows] of [
      [/from clients/, tables.clients],
      [/from client_documents/, tables.documents],
      [/from applications/, tables.applications],
      [/from loans/, tables.loans],
      [/from payments/, tables.payments],
      [/from ledger_transactions/, tables.postings],
      [/from audit_log/, tables.audit],
    ])
      if (pattern.test(text)) return rows;
    throw new Error(`unexpected statement ${text}`);
  };
  return { query, asked };
}

const ack = (kind, id) => ({ kind, id, at: 0 });
const journey = (clientId, documentId, applicationId, loanId, paymentId) => ({
  clientId,
  uploadsSent: 1,
  acks: [
    ack('client', clientId),
    ack('document', documentId),
    ack('application', applicationId),
    ack('signature', loanId),
    ack('charge', paymentId),
    ack('repaid', paymentId),
  ],
});
const audit = (applicationId, loanId, paymentId) => [
  { action: 'application.create', entity_id: String(applicationId) },
  { action: 'application.sign', entity_id: String(applicationId) },
  { action: 'loan.create', entity_id: String(loanId) },
  { action: 'payment.complete', entity_id: String(paymentId) },
];

test('every acknowledged write of two journeys, each once: nothing missing or doubled', async () => {
  const { query, asked } = rowsDatabase({
    clients: [{ id: 1 }, { id: 2 }],
    documents: [
      { id: 11, client_id: 1 },
      { id: 12, client_id: 2 },
    ],
    applications: [
      { id: 21, client_id: 1 },
      { id: 22, client_id: 2 },
    ],
    loans: [
      { id: 31, application_id: 21 },
      { id: 32, application_id: 22 },
    ],
    payments: [
      { id: 41, loan_id: 31 },
      { id: 42, loan_id: 32 },
    ],
    postings: [{ payment_id: '41' }, { payment_id: '42' }],
    audit: [...audit(21, 31, 41), ...audit(22, 32, 42)],
  });
  const checks = await checkWrites(query, [journey(1, 11, 21, 31, 41), journey(2, 12, 22, 32, 42)]);
  assert.deepEqual(writeTotals(checks), { acknowledged: 20, present: 20, missing: 0, doubled: 0 });
  assert.deepEqual(asked[0], [[1, 2]]);
  assert.deepEqual(asked.at(-1), [
    ['21', '22'],
    ['31', '32'],
    ['41', '42'],
  ]);
});

test('a lost payment, a second repayment of one loan, a second posting and a lost audit entry are counted', async () => {
  const { query } = rowsDatabase({
    clients: [{ id: 1 }, { id: 2 }],
    documents: [
      { id: 11, client_id: 1 },
      { id: 12, client_id: 2 },
      { id: 13, client_id: 2 },
    ],
    applications: [
      { id: 21, client_id: 1 },
      { id: 22, client_id: 2 },
    ],
    loans: [
      { id: 31, application_id: 21 },
      { id: 32, application_id: 22 },
    ],
    payments: [
      { id: 42, loan_id: 32 },
      { id: 43, loan_id: 32 },
    ],
    postings: [{ payment_id: '42' }, { payment_id: '42' }],
    audit: audit(22, 32, 42),
  });
  const checks = await checkWrites(query, [journey(1, 11, 21, 31, 41), journey(2, 12, 22, 32, 42)]);
  assert.deepEqual(checks.payments.missing, [41]);
  assert.deepEqual(checks.payments.doubled, [32]);
  assert.deepEqual(checks['repayments posted'], {
    acknowledged: 2,
    present: 1,
    missing: [41],
    doubled: [42],
  });
  // Client 2 holds two documents for one upload sent.
  assert.deepEqual(checks.documents.doubled, [2]);
  assert.deepEqual(checks['audit entries'].missing, [21, 21, 31, 41]);
  assert.deepEqual(writeTotals(checks), { acknowledged: 20, present: 14, missing: 6, doubled: 3 });
});

test('an upload sent twice (after a 503) may leave two documents without a double', async () => {
  const { query } = rowsDatabase({
    clients: [{ id: 1 }],
    documents: [
      { id: 11, client_id: 1 },
      { id: 12, client_id: 1 },
    ],
    applications: [],
    loans: [],
    payments: [],
    postings: [],
    audit: [],
  });
  const checks = await checkWrites(query, [
    { clientId: 1, uploadsSent: 2, acks: [ack('client', 1), ack('document', 12)] },
  ]);
  assert.deepEqual(checks.documents, { acknowledged: 1, present: 1, missing: [], doubled: [] });
});

test('the trial balance is even when the entries sum to zero and no transaction is unbalanced', async () => {
  const even = await trialBalance(async () => [
    { total: '0', debit: '150000', transactions: 4, unbalanced: 0 },
  ]);
  assert.deepEqual(even, { debit: 150000, credit: 150000, transactions: 4, unbalanced: 0, even: true });
  const off = await trialBalance(async () => [
    { total: '5', debit: '150005', transactions: 4, unbalanced: 1 },
  ]);
  assert.equal(off.even, false);
  assert.equal(off.credit, 150000);
  const oneSided = await trialBalance(async () => [
    { total: '0', debit: '100', transactions: 2, unbalanced: 2 },
  ]);
  assert.equal(oneSided.even, false);
});

test('an outage counts the failed requests between its start and end, by kind, and how long they were seen', () => {
  const records = [
    { at: 900, status: 200, what: 'GET a' },
    { at: 1000, status: 503, what: 'GET b', code: 'database_unavailable' },
    { at: 1500, status: 0, what: 'POST c' },
    { at: 2000, status: 201, what: 'POST d' },
    { at: 4200, status: 503, what: 'GET e', code: 'database_unavailable' },
    { at: 4300, status: 502, what: 'GET f' },
    { at: 9000, status: 500, what: 'GET g' },
  ];
  assert.deepEqual(outageRequests(records, 1000, 5000), {
    requests: 5,
    failed: 4,
    byKind: { '503 database_unavailable': 2, 'no answer': 1, 502: 1 },
    seenForMs: 3300,
  });
  assert.deepEqual(outageRequests(records, 5000, 8000), { requests: 0, failed: 0, byKind: {}, seenForMs: 0 });
});

test('the restore target is half-way between two consecutive payments, after the failover when it can be', () => {
  const at = (s, ms = 0) => new Date(Date.UTC(2026, 10, 25, 14, 32, s, ms));
  const posted = [
    { paymentId: 1, committedAt: at(0) },
    { paymentId: 2, committedAt: at(4) },
    { paymentId: 3, committedAt: at(4, 300) },
    { paymentId: 4, committedAt: at(4, 350) },
  ];
  // The latest pair at least 100 ms apart: 2 and 3 (3 and 4 are 50 ms apart).
  const latest = restoreTargetBetween(posted);
  assert.deepEqual([latest?.before.paymentId, latest?.after.paymentId], [2, 3]);
  assert.equal(latest?.target.toISOString(), '2026-11-25T14:32:04.150Z');
  // A second apart at least: 1 and 2.
  assert.equal(
    restoreTargetBetween(posted, { gapMs: 1000 })?.target.toISOString(),
    '2026-11-25T14:32:02.000Z',
  );
  // After a failover at 14:32:03: still 2 and 3; after one at 14:32:05, none is: the latest pair.
  assert.equal(restoreTargetBetween(posted, { after: at(3).getTime() })?.before.paymentId, 2);
  assert.equal(restoreTargetBetween(posted, { after: at(5).getTime() })?.before.paymentId, 2);
  assert.equal(restoreTargetBetween(posted, { gapMs: 1000, after: at(3).getTime() })?.before.paymentId, 1);
  assert.equal(restoreTargetBetween(posted.slice(2)), undefined);
  assert.equal(restoreTargetBetween([]), undefined);
});

test('an application never signed expects its creation in the audit log, not a signature', async () => {
  const { query } = rowsDatabase({
    clients: [{ id: 1 }],
    documents: [],
    applications: [{ id: 21, client_id: 1 }],
    loans: [],
    payments: [],
    postings: [],
    audit: [{ action: 'application.create', entity_id: '21' }],
  });
  const checks = await checkWrites(query, [
    { clientId: 1, uploadsSent: 0, acks: [ack('client', 1), ack('application', 21)] },
  ]);
  assert.deepEqual(checks['audit entries'], { acknowledged: 1, present: 1, missing: [], doubled: [] });
});
