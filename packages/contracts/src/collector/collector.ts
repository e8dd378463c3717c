import * as z from 'zod';
import { ReferenceNumberSchema } from './session.js';

/**
 * The behavioural-scoring collector's calls:
 * `POST /api/account/v1/credoapplogin`, `GET /api/datasets/v1/verify/web`,
 * `POST /api/datasets/v1/upload`, plus the token refresh our ingest adds. These are not `/web`
 * calls: the collector talks to its own host, without the `/web` envelope; errors are RFC 9457
 * problem documents whose `title` is one of {@link COLLECTOR_ERROR_TITLES}.
 *
 * This module is the `@lender/contracts/collector` entry, so the ingest validates with it without
 * pulling the whole `/web` catalogue, and the browser collector checks its hand-written types
 * against these at compile time (it cannot afford zod in an 8 KB bundle).
 */

/** Paths of the collector's host. */
export const COLLECTOR_PATHS = {
  login: '/api/account/v1/credoapplogin',
  /** Our ingest's addition: a refresh token buys a new access token without the auth key. */
  refresh: '/api/account/v1/refresh',
  verify: '/api/datasets/v1/verify/web',
  upload: '/api/datasets/v1/upload',
} as const;

/** A chunk is uploaded every 10 s. */
export const COLLECTOR_UPLOAD_INTERVAL_MS = 10_000;
/** The collector's token is reused unless it expires within 30 minutes. */
export const COLLECTOR_TOKEN_THRESHOLD_MS = 30 * 60_000;
/** Pointer moves are sampled at most every 100 ms. */
export const COLLECTOR_POINTER_THROTTLE_MS = 100;
/** Largest `data` string of one upload (base64 characters); bigger chunks are refused (413). */
export const COLLECTOR_MAX_DATA_LENGTH = 512 * 1024;
/** Most events in one chunk; the collector uploads early when a chunk reaches it. */
export const COLLECTOR_MAX_EVENTS_PER_CHUNK = 5_000;

export {
  type CollectorSessionLinkRequest,
  CollectorSessionLinkRequestSchema,
  type CollectorSessionLinkResponse,
  CollectorSessionLinkResponseSchema,
  ReferenceNumberSchema,
} from './session.js';

/** `POST /api/account/v1/credoapplogin`. */
export const CollectorLoginRequestSchema = z
  .object({ authKey: z.string().min(1).max(256) })
  .meta({ id: 'CollectorLoginRequest' });
export type CollectorLoginRequest = z.infer<typeof CollectorLoginRequestSchema>;

/** `POST /api/account/v1/refresh`. */
export const CollectorRefreshRequestSchema = z
  .object({ refreshToken: z.string().min(1).max(512) })
  .meta({ id: 'CollectorRefreshRequest' });
export type CollectorRefreshRequest = z.infer<typeof CollectorRefreshRequestSchema>;

/** The login (and refresh) answer: access_token, token_type, issued, expires, refresh_token. */
export const CollectorTokenResponseSchema = z
  .object({
    access_token: z.string().min(1),
    token_type: z.literal('Bearer'),
    /** ISO 8601 instant the token was issued. */
    issued: z.iso.datetime(),
    /** ISO 8601 instant the access token stops working. */
    expires: z.iso.datetime(),
    refresh_token: z.string().min(1),
  })
  .meta({ id: 'CollectorTokenResponse' });
export type CollectorTokenResponse = z.infer<typeof CollectorTokenResponseSchema>;

/** `GET /api/datasets/v1/verify/web?referenceNumber=…`. */
export const CollectorVerifyQuerySchema = z
  .object({ referenceNumber: z.string() })
  .meta({ id: 'CollectorVerifyQuery' });
export type CollectorVerifyQuery = z.infer<typeof CollectorVerifyQuerySchema>;

/** The states of a dataset: chunks are accepted only while it is open. */
export const DATASET_STATES = ['open', 'complete', 'expired'] as const;
export type DatasetState = (typeof DATASET_STATES)[number];

/** The verify answer: the dataset is open for uploads. */
export const CollectorVerifyResponseSchema = z
  .object({
    referenceNumber: ReferenceNumberSchema,
    state: z.literal('open'),
    /** Chunks already stored (a reload continues the same dataset). */
    chunks: z.number().int().nonnegative(),
  })
  .meta({ id: 'CollectorVerifyResponse' });
export type CollectorVerifyResponse = z.infer<typeof CollectorVerifyResponseSchema>;

/**
 * The encrypted `data` of an upload: `v1.<key>.<iv>.<ciphertext>`, each part base64url. `key` is a
 * fresh AES-256-GCM key encrypted with the server's RSA-OAEP (SHA-256) public key; the
 * ciphertext (with its 16-byte tag) is the deflate-raw compressed JSON of a {@link CollectorChunk}.
 */
export const ENCRYPTED_DATA_PATTERN = /^v1\.[A-Za-z0-9_-]{40,1400}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22,}$/;

/** `POST /api/datasets/v1/upload`. */
export const CollectorUploadRequestSchema = z
  .object({
    referenceNumber: z.string(),
    data: z.string().min(1).max(COLLECTOR_MAX_DATA_LENGTH),
    isFinal: z.boolean(),
    isEncrypted: z.boolean(),
  })
  .meta({ id: 'CollectorUploadRequest' });
export type CollectorUploadRequest = z.infer<typeof CollectorUploadRequestSchema>;

/** The upload answer. */
export const CollectorUploadResponseSchema = z
  .object({
    referenceNumber: ReferenceNumberSchema,
    /** The chunk's sequence number, as the collector numbered it. */
    sequence: z.number().int().nonnegative(),
    state: z.enum(DATASET_STATES),
  })
  .meta({ id: 'CollectorUploadResponse' });
export type CollectorUploadResponse = z.infer<typeof CollectorUploadResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The chunk: what the collector records. Signals, never content.

/**
 * A key's character class (keys are recorded only as classes, "typed characters
 * are stored only as class codes"): l letter, d digit, s space, p punctuation/symbol, x delete
 * (Backspace, Delete), n navigation (arrows, Tab, Home, End, Enter, Page keys), o other.
 */
export const KEY_CLASSES = ['l', 'd', 's', 'p', 'x', 'n', 'o'] as const;
export type KeyClass = (typeof KEY_CLASSES)[number];

/**
 * What a form field holds, decided by the collector from its type, autocomplete and name (never its
 * value): identity (names, CURP, RFC, birth date), contact (e-mail, phone), numeric (amounts,
 * codes), secret (passwords: only focus and blur are recorded), text (anything else).
 */
export const FIELD_CLASSES = ['identity', 'contact', 'numeric', 'secret', 'text'] as const;
export type FieldClass = (typeof FIELD_CLASSES)[number];

/** A field by name or role, never by value: `name`, else `id`, else `role:<type>`. */
const FieldSchema = z.string().min(1).max(64);
/** Milliseconds since the chunk's `startedAt`. */
const T = z.number().int().nonnegative().max(3_600_000);
const Coordinate = z.number().int().min(-100_000).max(100_000);
/** The role of a clicked element: a tag or ARIA role (`button`, `link`, `input:checkbox`, …). */
const RoleSchema = z.string().min(1).max(32);

/** One recorded signal; `k` is the kind. */
export const CollectorEventSchema = z
  .discriminatedUnion('k', [
    /** Pointer move (throttled to 100 ms): viewport position. */
    z.object({ k: z.literal('move'), t: T, x: Coordinate, y: Coordinate }),
    /** Click or tap: position, the target's role, the pointer type. */
    z.object({
      k: z.literal('click'),
      t: T,
      x: Coordinate,
      y: Coordinate,
      role: RoleSchema,
      pointer: z.enum(['mouse', 'touch', 'pen']),
    }),
    /** Scroll (throttled like moves): the page offset. */
    z.object({ k: z.literal('scroll'), t: T, x: Coordinate, y: Coordinate }),
    /** A field gained focus. */
    z.object({ k: z.literal('focus'), t: T, field: FieldSchema, fieldClass: z.enum(FIELD_CLASSES) }),
    /** A field lost focus: time spent in it and keys typed there. */
    z.object({
      k: z.literal('blur'),
      t: T,
      field: FieldSchema,
      fieldClass: z.enum(FIELD_CLASSES),
      ms: z.number().int().nonnegative(),
      keys: z.number().int().nonnegative(),
    }),
    /** A key press, as its character class only. */
    z.object({ k: z.literal('key'), t: T, field: FieldSchema, c: z.enum(KEY_CLASSES) }),
    /** A paste into a field: how many characters, never which. */
    z.object({ k: z.literal('paste'), t: T, field: FieldSchema, length: z.number().int().nonnegative() }),
    /** The browser filled a field (autofill). */
    z.object({ k: z.literal('autofill'), t: T, field: FieldSchema }),
    /** A correction: characters deleted or replaced in a field. */
    z.object({
      k: z.literal('correction'),
      t: T,
      field: FieldSchema,
      kind: z.enum(['delete', 'replace', 'clear']),
    }),
    /** The page became hidden or visible. */
    z.object({ k: z.literal('visibility'), t: T, state: z.enum(['visible', 'hidden']) }),
  ])
  .meta({ id: 'CollectorEvent' });
export type CollectorEvent = z.infer<typeof CollectorEventSchema>;
/** The kinds of {@link CollectorEvent}. */
export const COLLECTOR_EVENT_KINDS = [
  'move',
  'click',
  'scroll',
  'focus',
  'blur',
  'key',
  'paste',
  'autofill',
  'correction',
  'visibility',
] as const satisfies readonly CollectorEvent['k'][];
export type CollectorEventKind = (typeof COLLECTOR_EVENT_KINDS)[number];

/** A desktop browser on Linux in Mexico City: the example of {@link CollectorDeviceSchema}. */
export const COLLECTOR_DEVICE_EXAMPLE = {
  screen: { w: 1280, h: 800 },
  viewport: { w: 1280, h: 720 },
  pixelRatio: 1,
  timeZone: 'America/Mexico_City',
  language: 'es-MX',
  touchPoints: 0,
  hardwareConcurrency: 8,
  platform: 'Linux x86_64',
} as const;

/** The device and environment, sent in the first chunk of each page session. */
export const CollectorDeviceSchema = z
  .object({
    screen: z.object({ w: z.number().int().nonnegative(), h: z.number().int().nonnegative() }),
    viewport: z.object({ w: z.number().int().nonnegative(), h: z.number().int().nonnegative() }),
    pixelRatio: z.number().positive().max(16),
    timeZone: z.string().max(64),
    language: z.string().max(35),
    touchPoints: z.number().int().nonnegative().max(64),
    hardwareConcurrency: z.number().int().nonnegative().max(1024),
    /** Network Information API `effectiveType` where the browser has it. */
    connection: z.string().max(16).optional(),
    /** `navigator.platform` (coarse: `Win32`, `MacIntel`, `Linux x86_64`, `iPhone`). */
    platform: z.string().max(64),
  })
  .meta({ id: 'CollectorDevice', example: COLLECTOR_DEVICE_EXAMPLE });
export type CollectorDevice = z.infer<typeof CollectorDeviceSchema>;

/** The decrypted, decompressed content of one upload. */
export const CollectorChunkSchema = z
  .object({
    v: z.literal(1),
    referenceNumber: ReferenceNumberSchema,
    /** Random id of the page session (a reload starts a new one). */
    session: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    /** Order of the chunk within the page session, from 0. */
    sequence: z.number().int().nonnegative(),
    /** Epoch milliseconds the chunk's window started; event times are relative to it. */
    startedAt: z.number().int().nonnegative(),
    /** Epoch milliseconds the chunk was sealed. */
    endedAt: z.number().int().nonnegative(),
    /** The page's path, without query string or fragment. */
    path: z
      .string()
      .max(256)
      .regex(/^\/[^?#]*$/),
    isFinal: z.boolean(),
    device: CollectorDeviceSchema.optional(),
    events: z.array(CollectorEventSchema).max(COLLECTOR_MAX_EVENTS_PER_CHUNK),
  })
  .refine((chunk) => chunk.endedAt >= chunk.startedAt, {
    path: ['endedAt'],
    message: 'endedAt must not be before startedAt',
  })
  .meta({ id: 'CollectorChunk' });
export type CollectorChunk = z.infer<typeof CollectorChunkSchema>;

// ---------------------------------------------------------------------------------------------
// Errors

/** The problem document of every error answer (RFC 9457). */
export const CollectorProblemSchema = z
  .object({
    type: z.string().optional(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
  })
  .meta({ id: 'CollectorProblem' });
export type CollectorProblem = z.infer<typeof CollectorProblemSchema>;

/**
 * The error categories the collector raises: a dataset call's `title` picks one; the
 * message is the server's `detail`.
 */
export const COLLECTOR_ERROR_CATEGORIES = [
  'state_invalid',
  'value_invalid',
  'unknown',
  'action_forbidden',
] as const;
export type CollectorErrorCategory = (typeof COLLECTOR_ERROR_CATEGORIES)[number];

/**
 * Every `title` the ingest sends, with its HTTP status and category (for the dataset
 * titles). Titles without a category (`auth_key_invalid`, `unauthorized`, …) give the collector's
 * generic errors.
 */
export const COLLECTOR_ERROR_TITLES = {
  auth_key_invalid: { status: 400, category: null, detail: 'AuthKey is invalid' },
  refresh_token_invalid: { status: 400, category: null, detail: 'Refresh token is invalid or expired' },
  unauthorized: { status: 401, category: null, detail: 'Access token is missing, invalid or expired' },
  reference_number_not_unique: {
    status: 400,
    category: 'state_invalid',
    detail: 'Reference number is already used by another dataset',
  },
  dataset_in_complete_state: {
    status: 400,
    category: 'state_invalid',
    detail: 'Dataset is complete and accepts no more data',
  },
  reference_number_expired: {
    status: 400,
    category: 'state_invalid',
    detail: 'Reference number has expired',
  },
  reference_number_invalid: {
    status: 400,
    category: 'value_invalid',
    detail: 'Reference number is not valid',
  },
  data_invalid: { status: 400, category: 'unknown', detail: 'Data could not be read' },
  subscription_suspended: {
    status: 403,
    category: 'action_forbidden',
    detail: 'Subscription of this site is suspended',
  },
  standalone_flow_not_supported: {
    status: 403,
    category: 'action_forbidden',
    detail: 'This site may not collect in the web flow',
  },
  payload_too_large: { status: 413, category: null, detail: 'Upload is too large' },
  rate_limited: { status: 429, category: null, detail: 'Too many requests' },
  internal_error: { status: 500, category: null, detail: 'Internal server error' },
} as const satisfies Record<
  string,
  { status: 400 | 401 | 403 | 413 | 429 | 500; category: CollectorErrorCategory | null; detail: string }
>;
export type CollectorErrorTitle = keyof typeof COLLECTOR_ERROR_TITLES;

/** The category a problem title gives (null: a generic error). */
export function collectorErrorCategory(title: string): CollectorErrorCategory | null {
  return Object.hasOwn(COLLECTOR_ERROR_TITLES, title)
    ? COLLECTOR_ERROR_TITLES[title as CollectorErrorTitle].category
    : null;
}

/**
 * The collector's own error messages (verbatim, including the historical spelling of
 * "succesfully").
 */
export const COLLECTOR_MESSAGES = {
  notStarted: 'Tracking has not been succesfully started',
  authKeyInvalid: 'AuthKey is invalid',
  internalServerError: 'Internal server error',
  somethingWentWrong: 'Something went wrong',
} as const;

/** The message of an error answer outside 400/401/403. */
export function collectorStatusMessage(status: number, detail: string): string {
  return `status: ${status}, message: ${detail}`;
}

// ---------------------------------------------------------------------------------------------
// Our side of the scoring session: what the back office reads (the link is in
// `session.ts`).
const nullableNumber = z.number().nullable();
const TypingStatsSchema = z.object({
  keys: z.number().int().nonnegative(),
  meanIntervalMs: nullableNumber,
  stdDevIntervalMs: nullableNumber,
  charsPerMinute: nullableNumber,
});

/** Features of a dataset, computed when it completes. */
export const CollectorFeaturesSchema = z
  .object({
    version: z.string(),
    computedAt: z.iso.datetime(),
    sessions: z.number().int(),
    chunks: z.number().int(),
    events: z.number().int(),
    timeToCompleteMs: z.number(),
    activeMs: z.number(),
    hiddenCount: z.number().int(),
    fieldsTouched: z.number().int(),
    typing: z.object(
      Object.fromEntries(FIELD_CLASSES.map((c) => [c, TypingStatsSchema])) as Record<
        FieldClass,
        typeof TypingStatsSchema
      >,
    ),
    corrections: z.number().int(),
    deleteKeys: z.number().int(),
    correctionRate: nullableNumber,
    pasteCount: z.number().int(),
    pasteCountIdentity: z.number().int(),
    autofillCount: z.number().int(),
    hesitation: z.object({ medianFirstKeyMs: nullableNumber, longPauses: z.number().int() }),
    pointer: z.object({
      moves: z.number().int(),
      clicks: z.number().int(),
      touchClicks: z.number().int(),
      scrolls: z.number().int(),
    }),
    device: CollectorDeviceSchema.nullable(),
    deviceConsistency: z.object({
      status: z.enum(['no_earlier_sessions', 'consistent', 'changed', 'unknown']),
      changed: z.array(z.string()),
      comparedWith: z.number().int(),
    }),
  })
  .meta({ id: 'CollectorFeatures' });
export type CollectorFeatures = z.infer<typeof CollectorFeaturesSchema>;

/** The explainable behavioural signal: `review` with the rules that fired, or `normal`. */
export const BehaviourSignalSchema = z
  .object({
    flag: z.enum(['normal', 'review']),
    reasons: z.array(
      z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }),
    ),
  })
  .meta({ id: 'BehaviourSignal' });
export type BehaviourSignal = z.infer<typeof BehaviourSignalSchema>;

/** A dataset as the back office shows it. */
export const CollectorDatasetViewSchema = z
  .object({
    referenceNumber: ReferenceNumberSchema,
    partner: z.string(),
    clientId: z.number().int().nullable(),
    state: z.enum(DATASET_STATES),
    chunkCount: z.number().int().nonnegative(),
    createdAt: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
    expiresAt: z.iso.datetime(),
    /** The raw chunks were deleted by the retention job; the features remain. */
    rawPurged: z.boolean(),
    features: CollectorFeaturesSchema.nullable(),
    signal: BehaviourSignalSchema.nullable(),
  })
  .meta({ id: 'CollectorDatasetView' });
export type CollectorDatasetView = z.infer<typeof CollectorDatasetViewSchema>;

/** `GET /web/private/back-office/collector/datasets/{referenceNumber}`. */
export const CollectorDatasetParamsSchema = z
  .object({ referenceNumber: z.string() })
  .meta({ id: 'CollectorDatasetParams' });
