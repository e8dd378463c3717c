import { CollectorError, NotStartedError, StateInvalidError } from './errors';
import { importPublicKey, sealChunk } from './seal';
import { listen, readDevice } from './signals';
import {
  type CollectorFetch,
  type CollectorResponse,
  createTransport,
  type StoredToken,
  type Transport,
} from './transport';
import type { CollectorChunk, CollectorEvent, CollectorUploadRequest } from './types';

/** A chunk is uploaded every 10 s. */
export const UPLOAD_INTERVAL_MS = 10_000;
/** The token is reused unless it expires within 30 minutes. */
export const TOKEN_THRESHOLD_MS = 30 * 60_000;
/** Pointer moves are sampled at most every 100 ms. */
export const POINTER_THROTTLE_MS = 100;
/** How soon after new events the encrypted standby copy for a `pagehide` beacon is refreshed. */
export const STANDBY_DELAY_MS = 1_000;
/** Most events in one chunk; a chunk this full is sealed at once. */
export const MAX_EVENTS_PER_CHUNK = 5_000;

/** Where the collector keeps its token between pages (`sessionStorage` by default). */
export interface CollectorStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Options of {@link createCollector}. */
export interface CollectorOptions {
  /** Origin (and optional path prefix) of the collector's host, e.g. `https://scoring.example.mx`. */
  baseUrl: string;
  /** The partner site's auth key. */
  authKey: string;
  /** The server's RSA-OAEP public key: PEM (`-----BEGIN PUBLIC KEY-----`) or base64 of the SPKI DER. */
  publicKey: string;
  /** Called with every error, including those `start()` and `stop()` reject with. */
  onError?: (error: CollectorError) => void;
  /**
   * How often a chunk is sealed and uploaded.
   * @default 10_000
   */
  uploadIntervalMs?: number;
  /**
   * Least time between two recorded pointer moves (and scrolls).
   * @default 100
   */
  pointerThrottleMs?: number;
  /**
   * A stored token is reused while it has more than this left.
   * @default 1_800_000 (30 minutes)
   */
  tokenThresholdMs?: number;
  /**
   * Sealed chunks kept while uploads fail (offline); the oldest is dropped beyond it.
   * @default 30 (five minutes at 10 s)
   */
  maxQueuedChunks?: number;
  /**
   * First retry delay of a failed upload; it doubles on each failure up to `maxRetryDelayMs`.
   * @default 1_000
   */
  retryDelayMs?: number;
  /** @default 60_000 */
  maxRetryDelayMs?: number;
  /**
   * Tries of each remaining chunk during `stop()` before it gives up and rejects.
   * @default 3
   */
  stopAttempts?: number;
  /** @default globalThis.fetch */
  fetch?: CollectorFetch;
  /** The window to observe. @default globalThis.window */
  window?: object;
  /** Token storage between pages; `null` keeps it in memory only. @default window.sessionStorage */
  storage?: CollectorStorage | null;
}

/** How far the collector is. */
export type CollectorState = 'idle' | 'starting' | 'collecting' | 'stopping';

/** Counters for monitoring and the benchmark. */
export interface CollectorStats {
  events: number;
  uploadedChunks: number;
  /** Bytes of upload bodies accepted by the server. */
  uploadedBytes: number;
  queuedChunks: number;
  droppedChunks: number;
}

/** A collector: `start(referenceNumber)`, `stop({ complete })`; errors also go to `options.onError`. */
export interface Collector {
  /**
   * Logs in (or reuses the token), verifies the reference number with the server and starts
   * collecting. Rejects with a {@link CollectorError} (and nothing is collected) when any step fails.
   */
  start(referenceNumber: string): Promise<void>;
  /**
   * Stops collecting and uploads what is left; `complete: true` marks the dataset complete (the
   * last chunk carries `isFinal`). Rejects with {@link NotStartedError} before a successful start.
   */
  stop(options?: { complete?: boolean }): Promise<void>;
  readonly state: CollectorState;
  readonly referenceNumber: string | null;
  stats(): CollectorStats;
}

interface Queued {
  body: CollectorUploadRequest;
  attempts: number;
  inFlight: boolean;
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function isRetryable(error: unknown): boolean {
  if (!(error instanceof CollectorError)) return true;
  const status = error.status;
  return status === undefined || status === 429 || status >= 500;
}

/**
 * Creates a collector for one partner site. Nothing is recorded until `start()` resolves.
 *
 * @example
 * const collector = createCollector({ baseUrl: 'https://scoring.example.mx', authKey, publicKey });
 * await collector.start('reg-3f6c1e9a2b7d4c10');
 * // … the person fills the form …
 * await collector.stop({ complete: true });
 */
export function createCollector(options: CollectorOptions): Collector {
  const win = (options.window ?? (globalThis as { window?: object }).window) as Window | undefined;
  const interval = options.uploadIntervalMs ?? UPLOAD_INTERVAL_MS;
  const threshold = options.tokenThresholdMs ?? TOKEN_THRESHOLD_MS;
  const maxQueued = options.maxQueuedChunks ?? 30;
  const retryDelay = options.retryDelayMs ?? 1_000;
  const maxRetryDelay = options.maxRetryDelayMs ?? 60_000;
  const stopAttempts = options.stopAttempts ?? 3;
  const fetcher: CollectorFetch =
    options.fetch ?? ((url, init) => globalThis.fetch(url, init) as Promise<CollectorResponse>);
  const transport: Transport = createTransport(options.baseUrl, fetcher);
  let storage: CollectorStorage | null = null;
  try {
    storage = options.storage === undefined ? (win?.sessionStorage ?? null) : options.storage;
  } catch {
    // sessionStorage throws in sandboxed frames: keep the token in memory.
  }

  const report = (error: CollectorError) => {
    try {
      options.onError?.(error);
    } catch {
      // A failing handler must not stop the collection.
    }
    return error;
  };
  const asCollectorError = (error: unknown) =>
    error instanceof CollectorError ? error : new CollectorError(undefined, { cause: error });

  let state: CollectorState = 'idle';
  let referenceNumber: string | null = null;
  let publicKey: Promise<CryptoKey> | null = null;
  let tokenKey = '';
  let token: StoredToken | null = null;
  let session = '';
  let sequence = 0;
  let startedAt = 0;
  let events: CollectorEvent[] = [];
  let deviceSent = false;
  let unlisten: (() => void) | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let sealing: Promise<void> = Promise.resolve();
  let draining: Promise<void> | null = null;
  let queue: Queued[] = [];
  let standby: { chunk: CollectorChunk; data: string } | null = null;
  let standbyTimer: ReturnType<typeof setTimeout> | null = null;
  const stats: CollectorStats = {
    events: 0,
    uploadedChunks: 0,
    uploadedBytes: 0,
    queuedChunks: 0,
    droppedChunks: 0,
  };

  const saveToken = (value: StoredToken | null) => {
    token = value;
    try {
      if (value) storage?.setItem(tokenKey, JSON.stringify(value));
      else storage?.removeItem(tokenKey);
    } catch {
      // Storage full or denied: the memory copy still works for this page.
    }
  };
  const loadToken = (): StoredToken | null => {
    try {
      return JSON.parse(storage?.getItem(tokenKey) || 'null');
    } catch {
      return null; // A corrupt entry is the same as none.
    }
  };

  /** A token with more than the threshold left is reused, else a new login. */
  const accessToken = async (): Promise<string> => {
    token ??= loadToken();
    if (token && token.expires - Date.now() > threshold) return token.accessToken;
    saveToken(await transport.login(options.authKey));
    return token!.accessToken;
  };

  const elapsed = () => Math.max(0, Date.now() - startedAt);

  /** The next chunk of the first `count` events, without taking them. */
  const chunkOf = (isFinal: boolean, count: number): CollectorChunk => ({
    v: 1,
    referenceNumber: referenceNumber!,
    session,
    sequence,
    startedAt,
    endedAt: Math.max(Date.now(), startedAt),
    path: win!.location.pathname.slice(0, 256),
    isFinal,
    ...(!deviceSent && { device: readDevice(win!) }),
    events: events.slice(0, count),
  });

  /** Takes the first `count` events (and the device) as sent: the next chunk starts after them. */
  const consume = (chunk: CollectorChunk) => {
    events = events.slice(chunk.events.length);
    sequence += 1;
    startedAt = chunk.endedAt;
    deviceSent = true;
    standby = null;
  };

  /**
   * Keeps an encrypted copy of the events so far ready, because `pagehide` leaves no time to
   * encrypt (WebCrypto is asynchronous): the beacon sends this copy.
   */
  const prepareStandby = async () => {
    standbyTimer = null;
    if (!referenceNumber || events.length === 0) return;
    const chunk = chunkOf(false, events.length);
    try {
      publicKey ??= importPublicKey(options.publicKey);
      const data = await sealChunk(chunk, await publicKey);
      // Stale when a regular chunk took these events meanwhile.
      if (chunk.sequence === sequence) standby = { chunk, data };
    } catch {
      // The regular upload reports the same failure.
    }
  };

  /** Seals the current events into a chunk and queues its upload (in order). */
  const seal = (isFinal: boolean): Promise<void> => {
    if (!referenceNumber || (events.length === 0 && deviceSent && !isFinal)) return sealing;
    const chunk = chunkOf(isFinal, events.length);
    consume(chunk);
    const ref = referenceNumber;
    sealing = sealing.then(async () => {
      try {
        publicKey ??= importPublicKey(options.publicKey);
        const data = await sealChunk(chunk, await publicKey);
        queue.push({
          body: { referenceNumber: ref, data, isFinal, isEncrypted: true },
          attempts: 0,
          inFlight: false,
        });
        while (queue.length > maxQueued) {
          const dropAt = queue.findIndex((item) => !item.body.isFinal && !item.inFlight);
          if (dropAt < 0) break;
          queue.splice(dropAt, 1);
          stats.droppedChunks += 1;
        }
      } catch (error) {
        publicKey = null;
        report(asCollectorError(error));
      }
    });
    return sealing;
  };

  /** Detaches everything: no more listening, timers or uploads. */
  const detach = () => {
    unlisten?.();
    unlisten = null;
    if (timer !== null) clearInterval(timer);
    if (retryTimer !== null) clearTimeout(retryTimer);
    if (standbyTimer !== null) clearTimeout(standbyTimer);
    timer = retryTimer = standbyTimer = null;
  };

  /** Uploads one queued chunk; a 401 gets one new login and one more try. */
  const send = async (item: Queued, keepalive: boolean) => {
    item.inFlight = true;
    try {
      try {
        await transport.upload(await accessToken(), item.body, keepalive);
      } catch (error) {
        if ((error as CollectorError).status !== 401) throw error;
        saveToken(null);
        await transport.upload(await accessToken(), item.body, keepalive);
      }
      stats.uploadedChunks += 1;
      stats.uploadedBytes += item.body.data.length;
    } finally {
      item.inFlight = false;
    }
  };

  /**
   * Uploads the queue in order. A retryable failure (offline, network, 429, 5xx) keeps the chunk:
   * in the background it is tried again after a doubling delay; while stopping, up to
   * `stopAttempts` times before `stop()` rejects. Another refusal drops the chunk and reports; a
   * dataset that no longer accepts data (complete, expired) ends the collection.
   */
  const flush = async (stopping: boolean, keepalive = false): Promise<void> => {
    while (queue.length > 0) {
      const item = queue[0]!;
      try {
        if (!stopping && (win?.navigator as Navigator | undefined)?.onLine === false) {
          throw new CollectorError();
        }
        await send(item, keepalive);
        queue.shift();
      } catch (error) {
        const failure = asCollectorError(error);
        item.attempts += 1;
        const delay = Math.min(maxRetryDelay, retryDelay * 2 ** (item.attempts - 1));
        if (isRetryable(failure) && !(stopping && item.attempts >= stopAttempts)) {
          if (stopping) {
            await new Promise((resolve) => setTimeout(resolve, delay));
            continue;
          }
          retryTimer ??= setTimeout(() => {
            retryTimer = null;
            void drain();
          }, delay);
          return;
        }
        queue.shift();
        if (stopping) throw failure;
        report(failure);
        if (failure instanceof StateInvalidError) {
          detach();
          queue = [];
          state = 'idle';
        }
      }
    }
  };
  const drain = (keepalive = false): Promise<void> =>
    (draining ??= flush(false, keepalive).finally(() => {
      draining = null;
    }));

  const tick = async () => {
    await seal(false);
    await drain();
  };

  /**
   * pagehide: what is sealed and the standby copy of the newest events go by `sendBeacon`, which
   * outlives the page; the token rides in the query (a beacon cannot set headers).
   */
  const leaving = () => {
    const nav = win?.navigator as Navigator | undefined;
    if (!token || typeof nav?.sendBeacon !== 'function') return;
    const url = transport.beaconUrl(token.accessToken);
    const beacon = (body: CollectorUploadRequest) => nav.sendBeacon(url, JSON.stringify(body));
    queue = queue.filter((item) => item.inFlight || !beacon(item.body));
    if (standby && standby.chunk.sequence === sequence) {
      const { chunk, data } = standby;
      if (beacon({ referenceNumber: chunk.referenceNumber, data, isFinal: false, isEncrypted: true }))
        consume(chunk);
    }
  };

  return {
    get state() {
      return state;
    },
    get referenceNumber() {
      return referenceNumber;
    },
    stats: () => ({ ...stats, queuedChunks: queue.length }),

    async start(reference) {
      if (state !== 'idle') {
        throw report(new CollectorError('Tracking is already started'));
      }
      if (!win?.document) {
        throw report(new CollectorError());
      }
      state = 'starting';
      try {
        // The auth key is public (it is in the partner's page): it keys the token per partner site.
        tokenKey = `lender-collector:${transport.base}:${options.authKey}`;
        publicKey ??= importPublicKey(options.publicKey);
        await publicKey;
        await transport.verify(await accessToken(), reference);
      } catch (error) {
        state = 'idle';
        publicKey = null;
        throw report(asCollectorError(error));
      }
      referenceNumber = reference;
      session = randomId();
      sequence = 0;
      deviceSent = false;
      events = [];
      queue = [];
      standby = null;
      startedAt = Date.now();
      unlisten = listen(
        win,
        {
          push(event) {
            events.push({ ...event, t: elapsed() } as CollectorEvent);
            stats.events += 1;
            standbyTimer ??= setTimeout(prepareStandby, STANDBY_DELAY_MS);
            if (events.length >= MAX_EVENTS_PER_CHUNK) void tick();
          },
          now: () => Date.now(),
          leaving,
          // A task later: when the page is closing, pagehide comes first and the beacon sends
          // the standby copy; when it only went to the background, this uploads with keepalive.
          hidden: () => void setTimeout(() => seal(false).then(() => drain(true))),
        },
        options.pointerThrottleMs ?? POINTER_THROTTLE_MS,
      );
      timer = setInterval(() => void tick(), interval);
      state = 'collecting';
    },

    async stop({ complete = false } = {}) {
      if (state !== 'collecting') throw report(new NotStartedError());
      state = 'stopping';
      detach();
      try {
        if (complete || events.length > 0 || !deviceSent) await seal(complete);
        await sealing;
        await draining;
        for (const item of queue) item.attempts = 0;
        await flush(true);
      } catch (error) {
        throw report(asCollectorError(error));
      } finally {
        queue = [];
        referenceNumber = null;
        state = 'idle';
      }
    },
  };
}
