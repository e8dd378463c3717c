// Registry round trip: the published types, checked with `tsc --noEmit --strict`.
import {
  type Collector,
  type CollectorChunk,
  type CollectorError,
  type CollectorEvent,
  type CollectorOptions,
  type CollectorState,
  createCollector,
  type KeyClass,
  StateInvalidError,
} from '@lender/collector';

const options: CollectorOptions = {
  baseUrl: 'https://scoring.example.mx',
  authKey: 'site-key',
  publicKey: '-----BEGIN PUBLIC KEY-----\n…\n-----END PUBLIC KEY-----',
  uploadIntervalMs: 10_000,
  onError: (error: CollectorError) => {
    if (error instanceof StateInvalidError) console.log(error.title, error.status);
  },
};
const collector: Collector = createCollector(options);
const state: CollectorState = collector.state;
const done: Promise<void> = collector.stop({ complete: true });
const event: CollectorEvent = { k: 'key', t: 10, field: 'firstName', c: 'l' };
const chunkKinds = (chunk: CollectorChunk): string[] => chunk.events.map((e) => e.k);
const digit: KeyClass = 'd';

// @ts-expect-error a key is recorded only as its class, never the character
const typed: CollectorEvent = { k: 'key', t: 10, field: 'firstName', c: 'a' };
// @ts-expect-error the public key is required
const missing: CollectorOptions = { baseUrl: 'x', authKey: 'y' };

export { chunkKinds, digit, done, event, missing, state, typed };
