// The collector's wire types, written by hand so the browser bundle carries no zod. They mirror
// `@lender/contracts/collector`; `internal/contract-check.ts` fails the type check when they drift.

/** A key's character class: l letter, d digit, s space, p punctuation, x delete, n navigation, o other. */
export type KeyClass = 'l' | 'd' | 's' | 'p' | 'x' | 'n' | 'o';

/** What a form field holds, from its type, autocomplete and name (never its value). */
export type FieldClass = 'identity' | 'contact' | 'numeric' | 'secret' | 'text';

/** One recorded signal; `t` is milliseconds since the chunk's `startedAt`. */
export type CollectorEvent =
  | { k: 'move'; t: number; x: number; y: number }
  | { k: 'click'; t: number; x: number; y: number; role: string; pointer: 'mouse' | 'touch' | 'pen' }
  | { k: 'scroll'; t: number; x: number; y: number }
  | { k: 'focus'; t: number; field: string; fieldClass: FieldClass }
  | { k: 'blur'; t: number; field: string; fieldClass: FieldClass; ms: number; keys: number }
  | { k: 'key'; t: number; field: string; c: KeyClass }
  | { k: 'paste'; t: number; field: string; length: number }
  | { k: 'autofill'; t: number; field: string }
  | { k: 'correction'; t: number; field: string; kind: 'delete' | 'replace' | 'clear' }
  | { k: 'visibility'; t: number; state: 'visible' | 'hidden' };

/** The device and environment, sent with the first chunk of a page session. */
export interface CollectorDevice {
  screen: { w: number; h: number };
  viewport: { w: number; h: number };
  pixelRatio: number;
  timeZone: string;
  language: string;
  touchPoints: number;
  hardwareConcurrency: number;
  connection?: string | undefined;
  platform: string;
}

/** What one upload carries once decrypted and decompressed. */
export interface CollectorChunk {
  v: 1;
  referenceNumber: string;
  session: string;
  sequence: number;
  startedAt: number;
  endedAt: number;
  path: string;
  isFinal: boolean;
  device?: CollectorDevice | undefined;
  events: CollectorEvent[];
}

/** `POST /api/datasets/v1/upload` body. */
export interface CollectorUploadRequest {
  referenceNumber: string;
  data: string;
  isFinal: boolean;
  isEncrypted: boolean;
}

/** The login and refresh answer. */
export interface CollectorTokenResponse {
  access_token: string;
  token_type: 'Bearer';
  issued: string;
  expires: string;
  refresh_token: string;
}

/** The error answer of the collector's host (RFC 9457 problem document). */
export interface CollectorProblem {
  type?: string | undefined;
  title: string;
  status: number;
  detail: string;
}
