import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeIngest,
  fakeWindow,
  field,
  fire,
  openData,
  realDelay,
  rsaKeys,
  settle,
  until,
} from '../test/fake-ingest';
import { type Collector, type CollectorOptions, createCollector } from './collector';
import {
  ActionForbiddenError,
  AuthKeyInvalidError,
  CollectorError,
  InternalServerError,
  NotStartedError,
  StateInvalidError,
  UnknownError,
  ValueInvalidError,
} from './errors';

const BASE = 'https://scoring.test';
const REF = 'reg-0123456789abcdef';
const keys = rsaKeys();

let ingest: ReturnType<typeof fakeIngest>;
let page: ReturnType<typeof fakeWindow>;
let errors: CollectorError[];

function collector(options: Partial<CollectorOptions> = {}): Collector {
  return createCollector({
    baseUrl: BASE,
    authKey: 'partner-key',
    publicKey: keys.publicKey,
    fetch: ingest.fetch,
    window: page.win,
    onError: (error) => errors.push(error),
    ...options,
  });
}

/** Types `text` into `input` the way a browser reports it: keydown per character, then input. */
function type(input: EventTarget & Record<string, unknown>, text: string) {
  for (const character of text) {
    fire(page.document, 'keydown', input, { key: character });
    input.value = `${input.value as string}${character}`;
    fire(page.document, 'input', input, { inputType: 'insertText' });
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
  ingest = fakeIngest(keys.privateKey);
  page = fakeWindow();
  errors = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('start', () => {
  it('logs in, verifies the reference number with the bearer token, then collects', async () => {
    const c = collector();
    await c.start(REF);
    expect(c.state).toBe('collecting');
    expect(ingest.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/account/v1/credoapplogin',
      'GET /api/datasets/v1/verify/web',
    ]);
    expect(ingest.calls[0]?.body).toEqual({ authKey: 'partner-key' });
    expect(ingest.calls[1]?.query.get('referenceNumber')).toBe(REF);
    expect(ingest.calls[1]?.authorization).toBe('Bearer token-1');
  });

  it('records nothing when the verification fails', async () => {
    ingest.script('/api/datasets/v1/verify/web', {
      status: 400,
      title: 'reference_number_invalid',
      detail: 'Reference number is not valid',
    });
    const c = collector();
    await expect(c.start('bad')).rejects.toBeInstanceOf(ValueInvalidError);
    expect(c.state).toBe('idle');
    fire(page.win, 'click', field({ tag: 'button' }), { clientX: 1, clientY: 2, pointerType: 'mouse' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(ingest.uploads).toHaveLength(0);
    expect(c.stats().events).toBe(0);
  });

  it('reuses the stored token on the next page unless it expires within 30 minutes (spec §9)', async () => {
    await collector().start(REF);
    expect(ingest.logins()).toBe(1);
    // Next page: a new collector, same storage, token still valid for 2 h.
    await collector().start(REF);
    expect(ingest.logins()).toBe(1);
    // 1 h 31 min later the token has 29 minutes left: a new login.
    vi.setSystemTime(new Date('2026-11-23T11:31:00Z'));
    await collector().start(REF);
    expect(ingest.logins()).toBe(2);
    expect(ingest.calls.at(-1)?.authorization).toBe('Bearer token-2');
  });

  it('keeps two partner sites from sharing a stored token', async () => {
    await collector().start(REF);
    await expect(collector({ authKey: 'other-key' }).start(REF)).rejects.toBeInstanceOf(AuthKeyInvalidError);
  });
});

describe('collection', () => {
  it('uploads an encrypted chunk every 10 s with signals and no typed character', async () => {
    const c = collector();
    await c.start(REF);
    const name = field({ name: 'firstName', autocomplete: 'given-name' });
    const curp = field({ name: 'curp' });
    const password = field({ name: 'password', type: 'password' });
    fire(page.win, 'pointermove', page.document, { clientX: 10.4, clientY: 20.6 });
    fire(page.document, 'focusin', name);
    type(name, 'Ana 7!');
    fire(page.document, 'keydown', name, { key: 'Backspace' });
    name.value = 'Ana 7';
    fire(page.document, 'input', name, { inputType: 'deleteContentBackward' });
    fire(page.document, 'focusout', name);
    fire(page.document, 'focusin', curp);
    fire(page.document, 'paste', curp, { clipboardData: { getData: () => 'GODE561231HDFRRN09' } });
    fire(page.document, 'input', curp, {});
    fire(page.document, 'focusout', curp);
    fire(page.document, 'focusin', password);
    type(password, 'Secreto9');
    fire(page.document, 'focusout', password);
    fire(page.win, 'click', field({ tag: 'button', role: 'button' }), {
      clientX: 5,
      clientY: 6,
      pointerType: 'touch',
    });

    await vi.advanceTimersByTimeAsync(10_000);
    await until(() => ingest.uploads.length === 1, 'first upload');
    const [upload] = ingest.uploads;
    expect(upload).toMatchObject({ referenceNumber: REF, isFinal: false, isEncrypted: true });
    expect(upload?.raw).toMatch(/^v1\./);
    const chunk = upload!.chunk;
    expect(chunk).toMatchObject({ v: 1, referenceNumber: REF, sequence: 0, path: '/registration' });
    expect(chunk.device).toMatchObject({
      screen: { w: 1280, h: 800 },
      language: 'es-MX',
      platform: 'Linux x86_64',
    });
    const kinds = new Set(chunk.events.map((event) => event.k));
    expect([...kinds].sort()).toEqual(
      ['autofill', 'blur', 'click', 'correction', 'focus', 'key', 'move', 'paste'].sort(),
    );
    const keysOf = (name: string) =>
      chunk.events.flatMap((event) => (event.k === 'key' && event.field === name ? [event.c] : []));
    expect(keysOf('firstName')).toEqual(['l', 'l', 'l', 's', 'd', 'p', 'x']);
    expect(keysOf('password')).toEqual([]);
    expect(chunk.events).toContainEqual(expect.objectContaining({ k: 'paste', field: 'curp', length: 18 }));
    expect(chunk.events).toContainEqual(
      expect.objectContaining({ k: 'blur', field: 'password', fieldClass: 'secret', keys: 8 }),
    );
    expect(chunk.events).toContainEqual(
      expect.objectContaining({ k: 'focus', field: 'firstName', fieldClass: 'identity' }),
    );
    expect(chunk.events).toContainEqual(
      expect.objectContaining({ k: 'click', role: 'button', pointer: 'touch' }),
    );
    expect(chunk.events).toContainEqual({ k: 'move', x: 10, y: 21, t: 0 });
    const text = JSON.stringify(chunk);
    for (const typed of ['Ana', 'Secreto', 'GODE561231', '"7"', '"!"']) expect(text).not.toContain(typed);

    // Nothing happened in the next 10 s: no empty chunk.
    await vi.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(ingest.uploads).toHaveLength(1);
    fire(page.win, 'scroll', page.win);
    await vi.advanceTimersByTimeAsync(10_000);
    await until(() => ingest.uploads.length === 2, 'second upload');
    expect(ingest.uploads[1]?.chunk).toMatchObject({ sequence: 1, session: chunk.session });
    expect(ingest.uploads[1]?.chunk.device).toBeUndefined();
    expect(c.stats()).toMatchObject({ uploadedChunks: 2, queuedChunks: 0, droppedChunks: 0 });
  });

  it('throttles pointer moves to one per 100 ms (spec §9)', async () => {
    const c = collector();
    await c.start(REF);
    for (let i = 0; i < 20; i++) {
      fire(page.win, 'pointermove', page.document, { clientX: i, clientY: i });
      vi.advanceTimersByTime(25);
    }
    await c.stop();
    await until(() => ingest.uploads.length === 1, 'upload');
    expect(ingest.uploads[0]?.chunk.events.filter((event) => event.k === 'move')).toHaveLength(5);
  });

  it('a hidden page uploads with keepalive; what failed leaves by sendBeacon on pagehide', async () => {
    ingest.script('/api/datasets/v1/upload', 'network');
    const c = collector();
    await c.start(REF);
    fire(page.win, 'click', field({ tag: 'a' }), { clientX: 1, clientY: 1, pointerType: 'mouse' });
    page.document.visibilityState = 'hidden';
    fire(page.document, 'visibilitychange', page.document);
    await vi.advanceTimersByTimeAsync(0);
    // The hidden page's upload fails (network): the sealed chunk waits in the queue…
    await until(
      () => ingest.calls.some((call) => call.path === '/api/datasets/v1/upload'),
      'keepalive upload',
    );
    expect(ingest.calls.at(-1)?.keepalive).toBe(true);
    await settle();
    fire(page.win, 'pagehide', page.win);
    // …and leaves with the page by sendBeacon, the token in the query (beacons cannot set headers).
    expect(page.beacons).toHaveLength(1);
    expect(page.beacons[0]?.url).toBe(`${BASE}/api/datasets/v1/upload?access_token=token-1`);
    const body = JSON.parse(page.beacons[0]!.body) as { data: string; isFinal: boolean };
    expect(body.isFinal).toBe(false);
    const chunk = openData(body.data, keys.privateKey);
    expect(chunk.events.map((event) => event.k)).toEqual(['click', 'visibility']);
    expect(chunk.events[1]).toMatchObject({ state: 'hidden' });
    expect(c.stats().queuedChunks).toBe(0);
  });

  it('a closing page sends the standby copy of the newest events by sendBeacon', async () => {
    const c = collector();
    await c.start(REF);
    const name = field({ name: 'firstName' });
    fire(page.document, 'focusin', name);
    type(name, 'Ana');
    // A second later an encrypted copy of the events so far is kept ready…
    await vi.advanceTimersByTimeAsync(1_000);
    await realDelay(1_500);
    // …because the page closes at once: hidden and pagehide in one go, no time to encrypt.
    page.document.visibilityState = 'hidden';
    fire(page.document, 'visibilitychange', page.document);
    fire(page.win, 'pagehide', page.win);
    expect(page.beacons).toHaveLength(1);
    const chunk = openData((JSON.parse(page.beacons[0]!.body) as { data: string }).data, keys.privateKey);
    expect(chunk).toMatchObject({ sequence: 0, isFinal: false, referenceNumber: REF });
    expect(chunk.events.map((event) => event.k)).toEqual(['focus', 'key', 'key', 'key']);
    expect(JSON.stringify(chunk)).not.toContain('Ana');
    // Back from the back/forward cache: the rest continues as chunk 1, nothing sent twice.
    await vi.advanceTimersByTimeAsync(10_000);
    await until(() => ingest.uploads.length === 1, 'the rest');
    expect(ingest.uploads[0]?.chunk.sequence).toBe(1);
    expect(ingest.uploads[0]?.chunk.events.map((event) => event.k)).toEqual(['visibility']);
  });
});

describe('stop', () => {
  it("raises 'Tracking has not been succesfully started' before start (spec §8)", async () => {
    const c = collector();
    const error = await c.stop().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotStartedError);
    expect((error as Error).message).toBe('Tracking has not been succesfully started');
    expect(errors).toEqual([error]);
  });

  it('raises it also when start failed', async () => {
    ingest.script('/api/account/v1/credoapplogin', { status: 503, title: 'internal_error', detail: 'down' });
    const c = collector();
    await expect(c.start(REF)).rejects.toBeInstanceOf(InternalServerError);
    await expect(c.stop()).rejects.toThrow('Tracking has not been succesfully started');
  });

  it('uploads the rest with the complete flag and stops listening', async () => {
    const c = collector();
    await c.start(REF);
    fire(page.win, 'click', field({ tag: 'button' }), { clientX: 1, clientY: 1 });
    await c.stop({ complete: true });
    expect(ingest.uploads).toHaveLength(1);
    expect(ingest.uploads[0]).toMatchObject({ isFinal: true });
    expect(ingest.uploads[0]?.chunk).toMatchObject({
      isFinal: true,
      events: [expect.objectContaining({ k: 'click' })],
    });
    fire(page.win, 'click', field({ tag: 'button' }), { clientX: 1, clientY: 1 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ingest.uploads).toHaveLength(1);
    expect(c.state).toBe('idle');
  });

  it('without complete leaves the dataset open (isFinal false)', async () => {
    const c = collector();
    await c.start(REF);
    await c.stop({ complete: false });
    expect(ingest.uploads.map((upload) => upload.isFinal)).toEqual([false]);
  });

  it('retries the last chunk and rejects after stopAttempts failures', async () => {
    ingest.script('/api/datasets/v1/upload', { status: 503, detail: 'busy' }, 'network', 'network');
    const c = collector({ stopAttempts: 3 });
    await c.start(REF);
    const stopping = c.stop({ complete: true });
    let settled = false;
    const outcome = stopping
      .catch((e: unknown) => e)
      .finally(() => {
        settled = true;
      });
    // Sealing is real WebCrypto work; the retry delays are fake timers: advance until it ends.
    while (!settled) {
      await realDelay(20);
      await vi.advanceTimersByTimeAsync(1_000);
    }
    const error = await outcome;
    expect(ingest.calls.filter((call) => call.path.endsWith('upload'))).toHaveLength(3);
    expect(error).toBeInstanceOf(CollectorError);
    expect((error as Error).message).toBe('Something went wrong');
    expect(ingest.uploads).toHaveLength(0);
  });
});

describe('uploads that fail', () => {
  it('retry with a doubling delay and upload each chunk once', async () => {
    ingest.script('/api/datasets/v1/upload', { status: 503, detail: 'busy' }, 'network');
    const c = collector({ retryDelayMs: 1_000 });
    await c.start(REF);
    await vi.advanceTimersByTimeAsync(10_000);
    await until(() => ingest.calls.filter((call) => call.path.endsWith('upload')).length === 1, 'first try');
    await settle();
    await vi.advanceTimersByTimeAsync(999);
    expect(ingest.calls.filter((call) => call.path.endsWith('upload'))).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => ingest.calls.filter((call) => call.path.endsWith('upload')).length === 2, 'second try');
    await settle();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(ingest.calls.filter((call) => call.path.endsWith('upload'))).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => ingest.uploads.length === 1, 'third try succeeds');
    expect(errors).toEqual([]);
  });

  it('are kept while offline, at most maxQueuedChunks, then sent in order', async () => {
    const c = collector({ maxQueuedChunks: 3, retryDelayMs: 60_000 });
    await c.start(REF);
    page.win.navigator.onLine = false;
    for (let i = 0; i < 5; i++) {
      fire(page.win, 'scroll', page.win);
      await vi.advanceTimersByTimeAsync(10_000);
      await settle();
    }
    await until(() => c.stats().droppedChunks === 2, 'two dropped');
    expect(c.stats()).toMatchObject({ queuedChunks: 3, droppedChunks: 2, uploadedChunks: 0 });
    page.win.navigator.onLine = true;
    await c.stop({ complete: true });
    // The final chunk counts too: the bound drops the oldest (2) for it.
    expect(ingest.uploads.map((upload) => upload.chunk.sequence)).toEqual([3, 4, 5]);
    expect(c.stats().droppedChunks).toBe(3);
    expect(ingest.uploads.at(-1)?.isFinal).toBe(true);
  });

  it('log in again once when the token is refused (401)', async () => {
    const c = collector();
    await c.start(REF);
    ingest.revoke('token-1');
    await c.stop({ complete: true });
    expect(ingest.logins()).toBe(2);
    expect(ingest.uploads).toHaveLength(1);
  });

  it('end the collection when the dataset no longer accepts data', async () => {
    ingest.script('/api/datasets/v1/upload', {
      status: 400,
      title: 'dataset_in_complete_state',
      detail: 'Dataset is complete and accepts no more data',
    });
    const c = collector();
    await c.start(REF);
    await vi.advanceTimersByTimeAsync(10_000);
    await until(() => errors.length === 1, 'error');
    expect(errors[0]).toBeInstanceOf(StateInvalidError);
    expect(errors[0]?.message).toBe('Dataset is complete and accepts no more data');
    expect(c.state).toBe('idle');
  });
});

describe('spec §8 error catalogue', () => {
  const login = '/api/account/v1/credoapplogin';
  const verify = '/api/datasets/v1/verify/web';
  it.each([
    [
      'login 400',
      login,
      { status: 400, title: 'auth_key_invalid', detail: 'x' },
      AuthKeyInvalidError,
      'AuthKey is invalid',
    ],
    [
      'login 500',
      login,
      { status: 500, title: 'internal_error', detail: 'x' },
      InternalServerError,
      'Internal server error',
    ],
    ['login 503', login, { status: 503, detail: 'x' }, InternalServerError, 'Internal server error'],
    [
      'login 429',
      login,
      { status: 429, title: 'rate_limited', detail: 'Too many requests' },
      CollectorError,
      'status: 429, message: Too many requests',
    ],
    ['login network failure', login, 'network' as const, CollectorError, 'Something went wrong'],
    [
      'reference_number_not_unique',
      verify,
      { status: 400, title: 'reference_number_not_unique', detail: 'Used' },
      StateInvalidError,
      'Used',
    ],
    [
      'dataset_in_complete_state',
      verify,
      { status: 400, title: 'dataset_in_complete_state', detail: 'Complete' },
      StateInvalidError,
      'Complete',
    ],
    [
      'reference_number_expired',
      verify,
      { status: 400, title: 'reference_number_expired', detail: 'Expired' },
      StateInvalidError,
      'Expired',
    ],
    [
      'reference_number_invalid',
      verify,
      { status: 400, title: 'reference_number_invalid', detail: 'Bad ref' },
      ValueInvalidError,
      'Bad ref',
    ],
    [
      'data_invalid',
      verify,
      { status: 400, title: 'data_invalid', detail: 'Unreadable' },
      UnknownError,
      'Unreadable',
    ],
    [
      'subscription_suspended',
      verify,
      { status: 403, title: 'subscription_suspended', detail: 'Suspended' },
      ActionForbiddenError,
      'Suspended',
    ],
    [
      'standalone_flow_not_supported',
      verify,
      { status: 403, title: 'standalone_flow_not_supported', detail: 'No web' },
      ActionForbiddenError,
      'No web',
    ],
    [
      '401 with the server detail',
      verify,
      { status: 401, title: 'unauthorized', detail: 'Token expired' },
      CollectorError,
      'Token expired',
    ],
    [
      '400 with another title',
      verify,
      { status: 400, title: 'something_new', detail: 'New rule' },
      CollectorError,
      'New rule',
    ],
    [
      'another status',
      verify,
      { status: 404, title: 'not_found', detail: 'Not found' },
      CollectorError,
      'status: 404, message: Not found',
    ],
    [
      'a 5xx on a dataset call',
      verify,
      { status: 502, title: '', detail: 'Bad gateway' },
      CollectorError,
      'status: 502, message: Bad gateway',
    ],
    [
      'a login answer that is not JSON',
      login,
      { status: 200, text: '<html>' },
      CollectorError,
      'Something went wrong',
    ],
    ['verify network failure', verify, 'network' as const, CollectorError, 'Something went wrong'],
  ])('%s', async (_, path, answer, ErrorClass, message) => {
    ingest.script(path, answer);
    const c = collector();
    const error = await c.start(REF).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorClass);
    expect((error as Error).message).toBe(message);
    expect(errors).toEqual([error]);
    if (typeof answer === 'object' && answer.status !== 200)
      expect((error as CollectorError).status).toBe(answer.status);
  });

  it('a browser without a window to observe gets "Something went wrong"', async () => {
    const c = createCollector({
      baseUrl: BASE,
      authKey: 'k',
      publicKey: keys.publicKey,
      fetch: ingest.fetch,
    });
    await expect(c.start(REF)).rejects.toThrow('Something went wrong');
  });
});
