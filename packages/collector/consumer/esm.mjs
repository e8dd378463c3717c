// Registry round trip, ESM: the published collector in Node.js 20 (WebCrypto and fetch built in)
// against a tiny node:http ingest that decrypts with its private key. A window made of
// EventTargets stands in for the browser.
import assert from 'node:assert/strict';
import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { createServer } from 'node:http';
import { inflateRawSync } from 'node:zlib';
import {
  AuthKeyInvalidError,
  CollectorError,
  createCollector,
  keyClass,
  NotStartedError,
  StateInvalidError,
} from '@lender/collector';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const open = (data) => {
  const [, key, iv, sealed] = data.split('.');
  const aes = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(key, 'base64url'),
  );
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', aes, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(bytes.subarray(-16));
  return JSON.parse(
    inflateRawSync(Buffer.concat([decipher.update(bytes.subarray(0, -16)), decipher.final()])),
  );
};

const uploads = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (part) => (body += part));
  req.on('end', () => {
    const url = new URL(req.url, 'http://x');
    const reply = (status, value) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (url.pathname === '/api/account/v1/credoapplogin') {
      if (JSON.parse(body).authKey !== 'partner-key') {
        return reply(400, { title: 'auth_key_invalid', status: 400, detail: 'AuthKey is invalid' });
      }
      const now = Date.now();
      return reply(200, {
        access_token: 't1',
        token_type: 'Bearer',
        issued: new Date(now).toISOString(),
        expires: new Date(now + 7_200_000).toISOString(),
        refresh_token: 'r1',
      });
    }
    if (url.pathname === '/api/datasets/v1/verify/web') {
      if (url.searchParams.get('referenceNumber') === 'reg-finished-0001') {
        return reply(400, { title: 'dataset_in_complete_state', status: 400, detail: 'Dataset is complete' });
      }
      return reply(200, {
        referenceNumber: url.searchParams.get('referenceNumber'),
        state: 'open',
        chunks: 0,
      });
    }
    if (url.pathname === '/api/datasets/v1/upload') {
      const upload = JSON.parse(body);
      uploads.push({ ...upload, chunk: open(upload.data) });
      return reply(200, {
        referenceNumber: upload.referenceNumber,
        sequence: uploads.length - 1,
        state: 'open',
      });
    }
    reply(404, { title: 'not_found', status: 404, detail: 'Not found' });
  });
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${server.address().port}`;

function fakeWindow() {
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  return Object.assign(new EventTarget(), {
    document,
    navigator: {
      language: 'es-MX',
      maxTouchPoints: 0,
      hardwareConcurrency: 4,
      platform: 'Linux',
      onLine: true,
    },
    screen: { width: 1280, height: 800 },
    innerWidth: 1280,
    innerHeight: 720,
    devicePixelRatio: 1,
    location: { pathname: '/registration' },
  });
}
function fire(target, type, props) {
  const event = new Event(type);
  for (const [key, value] of Object.entries(props)) Object.defineProperty(event, key, { value });
  target.dispatchEvent(event);
}

try {
  const win = fakeWindow();
  const input = Object.assign(new EventTarget(), {
    tagName: 'INPUT',
    name: 'firstName',
    id: '',
    type: 'text',
    value: '',
    getAttribute: () => null,
  });
  const collector = createCollector({
    baseUrl,
    authKey: 'partner-key',
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }),
    window: win,
    storage: null,
  });

  await assert.rejects(
    collector.stop(),
    (error) =>
      error instanceof NotStartedError && error.message === 'Tracking has not been succesfully started',
  );
  await collector.start('reg-consumer-0001');
  fire(win.document, 'focusin', { target: input });
  for (const key of 'Ana') fire(win.document, 'keydown', { target: input, key });
  fire(win.document, 'focusout', { target: input });
  await collector.stop({ complete: true });

  assert.equal(uploads.length, 1);
  assert.equal(uploads[0].isFinal, true);
  assert.deepEqual(
    uploads[0].chunk.events.filter((e) => e.k === 'key').map((e) => e.c),
    ['l', 'l', 'l'],
  );
  assert.ok(!JSON.stringify(uploads[0].chunk).includes('Ana'));

  const wrongKey = createCollector({
    baseUrl,
    authKey: 'nope',
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }),
    window: win,
    storage: null,
  });
  await assert.rejects(
    wrongKey.start('reg-consumer-0002'),
    (e) => e instanceof AuthKeyInvalidError && e.message === 'AuthKey is invalid',
  );
  await assert.rejects(
    collector.start('reg-finished-0001'),
    (e) => e instanceof StateInvalidError && e.message === 'Dataset is complete',
  );
  assert.ok(new StateInvalidError('x') instanceof CollectorError);
  assert.equal(keyClass('7'), 'd');
  console.log('esm ok');
} finally {
  server.close();
}
