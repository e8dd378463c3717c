import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { sandboxVeriffSessions } from '@lender/db/schema';
import { z } from 'zod';
import { searchKey } from '../../geo/search-key';
import { ProviderError } from '../provider-error';
import type { IdentityDecision, IdentityOutcome, IdentityVerificationProvider } from './port';

/**
 * Shared secret of the sandbox identity provider's callbacks (`X-HMAC-SIGNATURE`). Not a secret:
 * the sandbox only proves that the signature path works; a real adapter takes Veriff's from the env.
 */
export const SANDBOX_VERIFF_SHARED_SECRET = 'sandbox-veriff-shared-secret';

/** Path of the sandbox verification page on the API host (`{id}` is the session id). */
export const SANDBOX_VERIFF_PAGE_PATH = '/web/public/sandbox/veriff';

/** Veriff decision codes (Veriff API: 7002 submitted, 9001, 9102, 9103, 9104). */
export const VERIFF_CODES = {
  submitted: 7002,
  approved: 9001,
  declined: 9102,
  resubmission_requested: 9103,
  expired: 9104,
} as const satisfies Record<IdentityDecision['status'], number>;

/** Reasons the sandbox gives (Veriff reason codes). */
const SANDBOX_REASONS: Record<IdentityOutcome, { reason: string | null; reasonCode: number | null }> = {
  approved: { reason: null, reasonCode: null },
  declined: { reason: 'Suspected document tampering', reasonCode: 105 },
  resubmission_requested: { reason: 'Video and/or photos missing', reasonCode: 201 },
};

/**
 * Deterministic outcomes by name (ADR 223): a first or last name containing one of these words
 * (accents and case ignored) is decided on the first poll, without opening the page. Any other
 * name waits until a tester chooses the outcome on the sandbox page.
 */
export const SANDBOX_NAME_OUTCOMES: ReadonlyArray<readonly [word: string, outcome: IdentityOutcome]> = [
  ['aprobado', 'approved'],
  ['rechazado', 'declined'],
  ['reenvio', 'resubmission_requested'],
];

/** The outcome a name asks for in the sandbox, or null (wait for the page). */
export function sandboxOutcomeForName(givenNames: string, surnames: string): IdentityOutcome | null {
  const key = searchKey(`${givenNames} ${surnames}`);
  for (const [word, outcome] of SANDBOX_NAME_OUTCOMES) if (key.includes(word)) return outcome;
  return null;
}

/** Hex HMAC-SHA-256 of `body` with `secret`, as Veriff signs its callbacks. */
export function veriffSignature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Constant-time comparison of a received hex signature with the expected one. */
export function signatureMatches(body: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(veriffSignature(body, secret), 'hex');
  const given = /^[0-9a-f]+$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const VeriffDecisionCallbackSchema = z.object({
  status: z.string(),
  verification: z.object({
    id: z.string().min(1),
    code: z.number().int(),
    status: z.enum(['approved', 'declined', 'resubmission_requested', 'expired', 'abandoned']),
    reason: z.string().nullable().optional(),
    reasonCode: z.number().int().nullable().optional(),
  }),
});

const VeriffEventCallbackSchema = z.object({
  id: z.string().min(1),
  action: z.literal('submitted'),
  code: z.number().int(),
});

/** Reads a Veriff callback body: a decision webhook or a `submitted` event webhook. */
export function parseVeriffCallback(rawBody: string): IdentityDecision | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const decision = VeriffDecisionCallbackSchema.safeParse(json);
  if (decision.success) {
    const v = decision.data.verification;
    return {
      sessionId: v.id,
      status: v.status === 'abandoned' ? 'expired' : v.status,
      code: v.code,
      reason: v.reason ?? null,
      reasonCode: v.reasonCode ?? null,
    };
  }
  const event = VeriffEventCallbackSchema.safeParse(json);
  if (event.success) {
    return {
      sessionId: event.data.id,
      status: 'submitted',
      code: event.data.code,
      reason: null,
      reasonCode: null,
    };
  }
  return null;
}

/** Options of the identity-verification sandbox. */
export interface IdentitySandboxOptions {
  db: Database;
  /** @default SANDBOX_VERIFF_SHARED_SECRET */
  veriffSharedSecret?: string;
}

/**
 * The identity-verification sandbox: sessions open a page on the API host where a tester picks
 * approved / declined / resubmission; the choice comes back as a signed callback (and on polling).
 * Names with a sandbox word are decided on the first poll (see {@link SANDBOX_NAME_OUTCOMES}).
 */
export function sandboxIdentityVerification(options: IdentitySandboxOptions): IdentityVerificationProvider {
  const secret = options.veriffSharedSecret ?? SANDBOX_VERIFF_SHARED_SECRET;
  const { db } = options;

  function decisionOf(sessionId: string, outcome: IdentityOutcome): IdentityDecision {
    return { sessionId, status: outcome, code: VERIFF_CODES[outcome], ...SANDBOX_REASONS[outcome] };
  }

  return {
    name: 'sandbox-veriff',
    async createSession(request) {
      const id = randomUUID();
      await db.insert(sandboxVeriffSessions).values({
        id,
        presetOutcome: sandboxOutcomeForName(request.givenNames, request.surnames),
      });
      return { id, url: `${request.origin.replace(/\/+$/, '')}${SANDBOX_VERIFF_PAGE_PATH}/${id}` };
    },
    async fetchDecision(sessionId) {
      const [row] = await db
        .select()
        .from(sandboxVeriffSessions)
        .where(eq(sandboxVeriffSessions.id, sessionId));
      if (!row) throw new ProviderError('sandbox-veriff', 'Session not found');
      const outcome = row.chosenOutcome ?? row.presetOutcome;
      return outcome ? decisionOf(sessionId, outcome) : null;
    },
    verifySignature: (rawBody, signature) => signatureMatches(rawBody, signature, secret),
    parseCallback: parseVeriffCallback,
    sandbox: {
      async complete(sessionId, outcome) {
        // A Veriff decision is final: a second choice returns the first decision again.
        await db
          .update(sandboxVeriffSessions)
          .set({ chosenOutcome: outcome, decidedAt: new Date() })
          .where(eq(sandboxVeriffSessions.id, sessionId));
        const [row] = await db
          .select()
          .from(sandboxVeriffSessions)
          .where(eq(sandboxVeriffSessions.id, sessionId));
        if (!row?.chosenOutcome) return null;
        const decision = decisionOf(sessionId, row.chosenOutcome);
        const body = JSON.stringify({
          status: 'success',
          verification: {
            id: sessionId,
            code: decision.code,
            status: decision.status,
            reason: decision.reason,
            reasonCode: decision.reasonCode,
            decisionTime: (row.decidedAt ?? new Date()).toISOString(),
          },
        });
        return { body, signature: veriffSignature(body, secret) };
      },
    },
  };
}
