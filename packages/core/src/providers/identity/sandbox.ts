import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { catalog } from '@lender/i18n/es-MX';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database';
import { type BankLinkAccount, type FraudVerdict, sandboxVeriffSessions } from '../db/schema/integrations';
import { searchKey } from '../geo/search-key';
import {
  type BankLinkProvider,
  type IdentityDecision,
  type IdentityOutcome,
  type IdentityVerificationProvider,
  type IntegrationProviders,
  type IovationProvider,
  type JuicyScoreProvider,
  ProviderError,
} from './ports';

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
 * Deterministic outcomes by name (ADR 025): a first or last name containing one of these words
 * (accents and case ignored) is decided on the first poll, without opening the page. Any other
 * name waits until a tester chooses the outcome on the sandbox page.
 */
export const SANDBOX_NAME_OUTCOMES: ReadonlyArray<readonly [word: string, outcome: IdentityOutcome]> = [
  ['aprobado', 'approved'],
  ['rechazado', 'declined'],
  ['reenvio', 'resubmission_requested'],
];

/** The outcome a name asks for in the sandbox, or null (wait for the page). */
export function sandboxOutcomeForName(firstName: string, lastName: string): IdentityOutcome | null {
  const key = searchKey(`${firstName} ${lastName}`);
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

/** Options of the integration sandboxes. */
export interface IntegrationSandboxOptions {
  db: Database;
  /** @default SANDBOX_VERIFF_SHARED_SECRET */
  veriffSharedSecret?: string;
}

/**
 * The identity-verification sandbox: sessions open a page on the API host where a tester picks
 * approved / declined / resubmission; the choice comes back as a signed callback (and on polling).
 * Names with a sandbox word are decided on the first poll (see {@link SANDBOX_NAME_OUTCOMES}).
 */
export function sandboxIdentityVerification(
  options: IntegrationSandboxOptions,
): IdentityVerificationProvider {
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
        presetOutcome: sandboxOutcomeForName(request.firstName, request.lastName),
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

function digestOf(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Link ids starting with this make the bank-link sandbox fail like a provider outage. */
export const SANDBOX_BANK_LINK_FAILURE_PREFIX = 'fail';

/**
 * The bank-link sandbox: widget tokens are random; a link's accounts and income are derived from
 * its id (the same link always gives the same summary).
 */
export function sandboxBankLink(): BankLinkProvider {
  return {
    name: 'sandbox-belvo',
    async createWidgetToken() {
      return { accessToken: `belvo_sandbox_${randomBytes(24).toString('base64url')}`, expiresIn: 600 };
    },
    async fetchLinkSummary({ linkId }) {
      if (linkId.startsWith(SANDBOX_BANK_LINK_FAILURE_PREFIX)) {
        throw new ProviderError('sandbox-belvo', 'Link could not be read');
      }
      const digest = digestOf(linkId);
      const count = 1 + ((digest[0] as number) % 3);
      const categories = ['CHECKING_ACCOUNT', 'SAVINGS_ACCOUNT', 'CREDIT_CARD'] as const;
      const accounts: BankLinkAccount[] = Array.from({ length: count }, (_, i) => ({
        id: `acc_${digest.subarray(i * 4, i * 4 + 4).toString('hex')}`,
        name: [
          catalog.bankAccountKind.payroll,
          catalog.bankAccountKind.savings,
          catalog.bankAccountKind.credit_card,
        ][i] as string,
        category: categories[i] as BankLinkAccount['category'],
        currency: 'MXN',
        balanceCurrent: digest.readUInt16BE(8 + i * 2) * 100,
      }));
      // 6 000 to 39 998 pesos a month, in centavos.
      const monthlyIncome = (6_000 + 2 * (digest.readUInt16BE(16) % 17_000)) * 100;
      return {
        accounts,
        monthlyIncome,
        incomeMonths: 3 + ((digest[18] as number) % 10),
        incomeRegularity: Math.round(((digest[19] as number) / 255) * 100) / 100,
      };
    },
  };
}

function verdictFromPrefix(value: string): FraudVerdict | null {
  if (value.startsWith('sandbox-deny')) return 'deny';
  if (value.startsWith('sandbox-review')) return 'review';
  if (value.startsWith('sandbox-allow')) return 'allow';
  return null;
}

/**
 * The iovation sandbox: a blackbox starting with `sandbox-deny` / `sandbox-review` /
 * `sandbox-allow` gets that verdict; any other is judged from its hash (about 5 % deny, 10 % review).
 */
export function sandboxIovation(): IovationProvider {
  return {
    name: 'sandbox-iovation',
    async check(blackbox) {
      const digest = digestOf(blackbox);
      const bucket = (digest[0] as number) % 100;
      const verdict = verdictFromPrefix(blackbox) ?? (bucket < 5 ? 'deny' : bucket < 15 ? 'review' : 'allow');
      return {
        verdict,
        deviceId: `dev_${digest.subarray(1, 9).toString('hex')}`,
        reason:
          verdict === 'allow' ? 'device_ok' : verdict === 'review' ? 'device_new' : 'device_blacklisted',
      };
    },
  };
}

/**
 * The JuicyScore sandbox: a session id starting with `sandbox-deny` / `sandbox-review` /
 * `sandbox-allow` gets that verdict; any other a score from its hash (deny below 200, review below 400).
 */
export function sandboxJuicyScore(): JuicyScoreProvider {
  return {
    name: 'sandbox-juicyscore',
    async score(sessionId) {
      const preset = verdictFromPrefix(sessionId);
      const score = preset
        ? { deny: 100, review: 300, allow: 800 }[preset]
        : digestOf(sessionId).readUInt16BE(0) % 1001;
      const verdict: FraudVerdict = score < 200 ? 'deny' : score < 400 ? 'review' : 'allow';
      return { verdict, score };
    },
  };
}

/** Every integration sandbox. */
export function sandboxIntegrationProviders(options: IntegrationSandboxOptions): IntegrationProviders {
  return {
    identityVerification: sandboxIdentityVerification(options),
    bankLink: sandboxBankLink(),
    iovation: sandboxIovation(),
    juicyScore: sandboxJuicyScore(),
  };
}
