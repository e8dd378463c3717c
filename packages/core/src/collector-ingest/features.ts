import type { CollectorChunk, CollectorDevice, FieldClass } from '@lender/contracts/collector';

/**
 * Features of one dataset (issue 18, ADR 230): pure functions of its chunks and of the devices
 * of the same client's earlier datasets. No content ever reaches them: keys are classes, fields
 * are names.
 */

/** Version of the feature set, stored with every row; a change of meaning is a new version. */
export const COLLECTOR_FEATURES_VERSION = 'v1';
/** Gaps between keys up to this count as typing cadence. */
export const TYPING_GAP_MAX_MS = 3_000;
/** Gaps above the cadence and up to this count as long pauses (hesitation). */
export const LONG_PAUSE_MAX_MS = 60_000;

const FIELD_CLASS_LIST = [
  'identity',
  'contact',
  'numeric',
  'secret',
  'text',
] as const satisfies readonly FieldClass[];
/** Device attributes compared across a client's sessions. */
export const DEVICE_ATTRIBUTES = [
  'screen',
  'pixelRatio',
  'timeZone',
  'language',
  'touchPoints',
  'hardwareConcurrency',
  'platform',
] as const;

export interface TypingStats {
  /** Keys with a cadence (navigation keys excluded). */
  keys: number;
  meanIntervalMs: number | null;
  stdDevIntervalMs: number | null;
  /** 60 000 ÷ mean interval. */
  charsPerMinute: number | null;
}

export interface DeviceConsistency {
  status: 'no_earlier_sessions' | 'consistent' | 'changed' | 'unknown';
  /** Attributes that differ from the client's most recent earlier device. */
  changed: string[];
  /** Earlier datasets compared with. */
  comparedWith: number;
}

export interface DatasetFeatures {
  version: typeof COLLECTOR_FEATURES_VERSION;
  sessions: number;
  chunks: number;
  events: number;
  /** From the first chunk's start to the last chunk's end. */
  timeToCompleteMs: number;
  /** The same without the time the page was hidden. */
  activeMs: number;
  hiddenCount: number;
  fieldsTouched: number;
  typing: Record<FieldClass, TypingStats>;
  /** Correction events (deletions, replacements, clears). */
  corrections: number;
  /** Backspace/Delete keys. */
  deleteKeys: number;
  /** Corrections per typed key. */
  correctionRate: number | null;
  pasteCount: number;
  /** Pastes into identity fields (names, CURP, RFC, birth date). */
  pasteCountIdentity: number;
  autofillCount: number;
  hesitation: {
    /** Median time from focusing a field to its first key. */
    medianFirstKeyMs: number | null;
    /** Pauses between keys of 3 s to 60 s. */
    longPauses: number;
  };
  pointer: { moves: number; clicks: number; touchClicks: number; scrolls: number };
  /** The device of the first session. */
  device: CollectorDevice | null;
  deviceConsistency: DeviceConsistency;
}

const round = (value: number) => Math.round(value * 100) / 100;

function stats(intervals: number[]): Omit<TypingStats, 'keys'> {
  if (intervals.length === 0) return { meanIntervalMs: null, stdDevIntervalMs: null, charsPerMinute: null };
  const mean = intervals.reduce((sum, v) => sum + v, 0) / intervals.length;
  const variance = intervals.reduce((sum, v) => sum + (v - mean) ** 2, 0) / intervals.length;
  return {
    meanIntervalMs: round(mean),
    stdDevIntervalMs: round(Math.sqrt(variance)),
    charsPerMinute: mean > 0 ? round(60_000 / mean) : null,
  };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** The attributes in which `device` differs from `earlier`. */
export function deviceDifferences(device: CollectorDevice, earlier: CollectorDevice): string[] {
  return DEVICE_ATTRIBUTES.filter((name) => JSON.stringify(device[name]) !== JSON.stringify(earlier[name]));
}

/**
 * Computes a dataset's features. `earlierDevices` are the devices of the client's earlier
 * datasets, newest first (empty when the client has none or is not known yet).
 */
export function computeFeatures(
  chunks: readonly CollectorChunk[],
  earlierDevices: readonly CollectorDevice[] = [],
): DatasetFeatures {
  const ordered = [...chunks].sort((a, b) => a.startedAt - b.startedAt || a.sequence - b.sequence);
  const sessions = new Map<string, CollectorChunk[]>();
  for (const chunk of ordered) sessions.set(chunk.session, [...(sessions.get(chunk.session) ?? []), chunk]);

  const intervals = new Map<FieldClass, number[]>(FIELD_CLASS_LIST.map((c) => [c, []]));
  const keyCounts = new Map<FieldClass, number>(FIELD_CLASS_LIST.map((c) => [c, 0]));
  const fields = new Set<string>();
  const firstKeyLatencies: number[] = [];
  let events = 0;
  let hiddenMs = 0;
  let hiddenCount = 0;
  let corrections = 0;
  let deleteKeys = 0;
  let typedKeys = 0;
  let pasteCount = 0;
  let pasteCountIdentity = 0;
  let autofillCount = 0;
  let longPauses = 0;
  const pointer = { moves: 0, clicks: 0, touchClicks: 0, scrolls: 0 };
  let device: CollectorDevice | null = null;

  for (const sessionChunks of sessions.values()) {
    const classOf = new Map<string, FieldClass>();
    const focusedAt = new Map<string, number>();
    const lastKey = new Map<string, number>();
    let hiddenSince: number | null = null;
    for (const chunk of sessionChunks) {
      device ??= chunk.device ?? null;
      for (const event of chunk.events) {
        events += 1;
        const at = chunk.startedAt + event.t;
        switch (event.k) {
          case 'move':
            pointer.moves += 1;
            break;
          case 'click':
            pointer.clicks += 1;
            if (event.pointer === 'touch') pointer.touchClicks += 1;
            break;
          case 'scroll':
            pointer.scrolls += 1;
            break;
          case 'focus':
            classOf.set(event.field, event.fieldClass);
            focusedAt.set(event.field, at);
            lastKey.delete(event.field);
            fields.add(event.field);
            break;
          case 'blur':
            classOf.set(event.field, event.fieldClass);
            focusedAt.delete(event.field);
            break;
          case 'key': {
            const fieldClass = classOf.get(event.field) ?? 'text';
            if (event.c === 'x') deleteKeys += 1;
            if (event.c === 'n') break;
            typedKeys += 1;
            keyCounts.set(fieldClass, (keyCounts.get(fieldClass) ?? 0) + 1);
            const focused = focusedAt.get(event.field);
            if (focused !== undefined) {
              firstKeyLatencies.push(at - focused);
              focusedAt.delete(event.field);
            }
            const previous = lastKey.get(event.field);
            if (previous !== undefined) {
              const gap = at - previous;
              if (gap <= TYPING_GAP_MAX_MS) intervals.get(fieldClass)?.push(gap);
              else if (gap <= LONG_PAUSE_MAX_MS) longPauses += 1;
            }
            lastKey.set(event.field, at);
            break;
          }
          case 'paste':
            pasteCount += 1;
            if (classOf.get(event.field) === 'identity') pasteCountIdentity += 1;
            break;
          case 'autofill':
            autofillCount += 1;
            break;
          case 'correction':
            corrections += 1;
            break;
          case 'visibility':
            if (event.state === 'hidden') {
              hiddenCount += 1;
              hiddenSince ??= at;
            } else if (hiddenSince !== null) {
              hiddenMs += Math.max(0, at - hiddenSince);
              hiddenSince = null;
            }
            break;
        }
      }
    }
  }

  const first = ordered[0];
  const last = ordered.reduce((latest, chunk) => Math.max(latest, chunk.endedAt), first?.endedAt ?? 0);
  const timeToCompleteMs = first ? Math.max(0, last - first.startedAt) : 0;
  const typing = Object.fromEntries(
    FIELD_CLASS_LIST.map((fieldClass) => [
      fieldClass,
      { keys: keyCounts.get(fieldClass) ?? 0, ...stats(intervals.get(fieldClass) ?? []) },
    ]),
  ) as Record<FieldClass, TypingStats>;

  let deviceConsistency: DeviceConsistency;
  if (!device) deviceConsistency = { status: 'unknown', changed: [], comparedWith: earlierDevices.length };
  else if (earlierDevices.length === 0)
    deviceConsistency = { status: 'no_earlier_sessions', changed: [], comparedWith: 0 };
  else {
    const changed = deviceDifferences(device, earlierDevices[0]!);
    deviceConsistency = {
      status: changed.length > 0 ? 'changed' : 'consistent',
      changed,
      comparedWith: earlierDevices.length,
    };
  }

  return {
    version: COLLECTOR_FEATURES_VERSION,
    sessions: sessions.size,
    chunks: ordered.length,
    events,
    timeToCompleteMs,
    activeMs: Math.max(0, timeToCompleteMs - hiddenMs),
    hiddenCount,
    fieldsTouched: fields.size,
    typing,
    corrections,
    deleteKeys,
    correctionRate: typedKeys > 0 ? round(corrections / typedKeys) : null,
    pasteCount,
    pasteCountIdentity,
    autofillCount,
    hesitation: { medianFirstKeyMs: median(firstKeyLatencies), longPauses },
    pointer,
    device,
    deviceConsistency,
  };
}

/** The explainable signal of a dataset: `review` with the reasons that fired, or `normal`. */
export interface BehaviourSignal {
  flag: 'normal' | 'review';
  reasons: Array<{ code: string; params: Record<string, string | number> }>;
}

/** Pastes into identity fields from which a dataset is flagged. */
export const IDENTITY_PASTE_THRESHOLD = 2;
/** Typing whose interval varies less than this (coefficient of variation) looks scripted. */
export const UNIFORM_TYPING_MAX_CV = 0.15;
/** …measured over at least this many intervals. */
export const UNIFORM_TYPING_MIN_INTERVALS = 20;
/** Filling this many fields in less active time than {@link TOO_FAST_MS} is flagged. */
export const TOO_FAST_MIN_FIELDS = 4;
export const TOO_FAST_MS = 15_000;

/**
 * The rules of the behavioural signal (ADR 230). They are uncalibrated starting points: the
 * decision engine reads the signal only when a lender turns it on, and it can only send an
 * application to manual verification, never reject it.
 */
export function behaviourSignal(features: DatasetFeatures): BehaviourSignal {
  const reasons: BehaviourSignal['reasons'] = [];
  if (features.pasteCountIdentity >= IDENTITY_PASTE_THRESHOLD) {
    reasons.push({ code: 'behaviour.identityPasted', params: { pastes: features.pasteCountIdentity } });
  }
  if (features.deviceConsistency.status === 'changed') {
    reasons.push({
      code: 'behaviour.deviceChanged',
      params: { changed: features.deviceConsistency.changed.join(',') },
    });
  }
  const typed = Object.values(features.typing).filter(
    (t) => t.meanIntervalMs !== null && t.stdDevIntervalMs !== null && t.keys > UNIFORM_TYPING_MIN_INTERVALS,
  );
  for (const t of typed) {
    const cv = t.stdDevIntervalMs! / t.meanIntervalMs!;
    if (cv < UNIFORM_TYPING_MAX_CV) {
      reasons.push({ code: 'behaviour.uniformTyping', params: { cv: round(cv) } });
      break;
    }
  }
  if (features.fieldsTouched >= TOO_FAST_MIN_FIELDS && features.activeMs < TOO_FAST_MS) {
    reasons.push({
      code: 'behaviour.tooFast',
      params: { activeMs: features.activeMs, fields: features.fieldsTouched },
    });
  }
  return { flag: reasons.length > 0 ? 'review' : 'normal', reasons };
}
