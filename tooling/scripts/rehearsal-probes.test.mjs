import assert from 'node:assert/strict';
import { test } from 'node:test';
import { judge, parseCreatedAdmin } from './lib/rehearsal-probes.mjs';

// Issue 53: what counts as a server answering well while the database is down.

const headers = (entries = {}) => new Headers(entries);
const envelope =
  '{"success":false,"data":null,"code":"database_unavailable","message":"The database is unavailable; try again shortly."}';

test('the API: 503, database_unavailable, Retry-After, in time', () => {
  const ok = judge(
    { who: 'api1', status: 503, ms: 12.4, body: envelope, headers: headers({ 'retry-after': '5' }) },
    { json: true, limitMs: 15_000 },
  );
  assert.deepEqual(ok, {
    who: 'api1',
    status: 503,
    ms: 12,
    code: 'database_unavailable',
    retryAfter: '5',
    ok: true,
  });

  const internal = judge(
    {
      who: 'api1',
      status: 500,
      ms: 20,
      body: '{"code":"internal_error"}\n    at Pool.connect (/app/node_modules/pg-pool/index.js:45:11)',
      headers: headers(),
    },
    { json: true, limitMs: 15_000 },
  );
  assert.equal(internal.ok, false);
  assert.equal(
    internal.why,
    'status 500, a stack or an internal error in the answer, code internal_error, no Retry-After',
  );

  const slow = judge(
    { who: 'api2', status: 503, ms: 31_000, body: envelope, headers: headers({ 'retry-after': '5' }) },
    { json: true, limitMs: 15_000 },
  );
  assert.equal(slow.why, 'answered after 31000 ms');
});

test('a site: its maintenance page with status 503, no stack', () => {
  const page = '<html><h1>Estamos dando mantenimiento</h1><p>Vuelve a intentarlo en unos minutos.</p></html>';
  const maintenance = /Estamos dando mantenimiento/;
  assert.equal(
    judge(
      { who: 'web', status: 503, ms: 40, body: page, headers: headers() },
      { page: maintenance, limitMs: 15_000 },
    ).ok,
    true,
  );
  const crashed = judge(
    {
      who: 'web',
      status: 500,
      ms: 40,
      body: '<pre>Error: connect ECONNREFUSED 127.0.0.1:15490</pre>',
      headers: headers(),
    },
    { page: maintenance, limitMs: 15_000 },
  );
  assert.equal(
    crashed.why,
    'status 500, a stack or an internal error in the answer, not the maintenance page',
  );
});

test('the admin of admin:create’s output', () => {
  const out = [
    '  Admin created: ops@ensayo.example.mx (id 1)',
    '  Password (shown once; change it after the first sign-in): k3Y-pass_word',
    '  Two-step sign-in, shown once — add it to an authenticator app now:',
    '    TOTP secret: JBSWY3DPEHPK3PXP',
  ].join('\n');
  assert.deepEqual(parseCreatedAdmin(out, 'ops@ensayo.example.mx'), {
    email: 'ops@ensayo.example.mx',
    password: 'k3Y-pass_word',
    totpSecret: 'JBSWY3DPEHPK3PXP',
  });
  assert.equal(parseCreatedAdmin('Password: the value of ADMIN_PASSWORD', 'x'), undefined);
});
