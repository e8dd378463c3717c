import type { BankLinkSummary, FraudVerdict } from '../db/schema/integrations';

/**
 * Ports of the provider integrations of issue 6 (architecture decision 9, ADR 025). Each has a
 * sandbox adapter in ./sandbox.ts that works offline and deterministically; a real adapter
 * implements the same interface against the provider's HTTP API.
 */

/** A provider call failed (network, 5xx, refused request): the API answers `provider_failed` (502). */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(message);
  }
}

/** Final identity-verification outcomes a tester can choose in the sandbox. */
export const IDENTITY_OUTCOMES = ['approved', 'declined', 'resubmission_requested'] as const;
export type IdentityOutcome = (typeof IDENTITY_OUTCOMES)[number];

/** What a verification session is opened with (Veriff `POST /v1/sessions`). */
export interface IdentitySessionRequest {
  /** Our reference of the client (Veriff `vendorData`): the client's uuid, never personal data. */
  vendorData: string;
  firstName: string;
  lastName: string;
  /**
   * Origin of the API host that received the request (`https://api.example.mx`). The sandbox
   * serves its verification page there; a real provider returns its own URL and ignores it.
   */
  origin: string;
}

export interface IdentitySessionCreated {
  id: string;
  /** Where the applicant completes the verification. */
  url: string;
}

/** A decision or progress event of a session (Veriff decision webhook / `GET …/decision`). */
export interface IdentityDecision {
  sessionId: string;
  status: 'submitted' | 'approved' | 'declined' | 'resubmission_requested' | 'expired';
  /** Veriff code: 7002 submitted, 9001 approved, 9102 declined, 9103 resubmission, 9104 expired. */
  code: number;
  reason: string | null;
  reasonCode: number | null;
}

/** What the sandbox lets a tester do that a real provider's page would. */
export interface IdentitySandboxControls {
  /**
   * The applicant finished on the sandbox page with `outcome`: records it and returns the signed
   * callback the provider would send (raw body and `X-HMAC-SIGNATURE`), or null for an unknown session.
   */
  complete(sessionId: string, outcome: IdentityOutcome): Promise<{ body: string; signature: string } | null>;
}

/** Identity verification (Veriff). */
export interface IdentityVerificationProvider {
  readonly name: string;
  createSession(request: IdentitySessionRequest): Promise<IdentitySessionCreated>;
  /** The decision so far, or null while the applicant has not finished (polling path). */
  fetchDecision(sessionId: string): Promise<IdentityDecision | null>;
  /** True when `signature` is the provider's signature of `rawBody` (Veriff: hex HMAC-SHA-256, shared secret). */
  verifySignature(rawBody: string, signature: string): boolean;
  /** Reads a callback body; null when it is not a decision or progress event. */
  parseCallback(rawBody: string): IdentityDecision | null;
  /** Present only on the sandbox adapter. */
  readonly sandbox?: IdentitySandboxControls;
}

/** A bank-link widget token (Belvo `POST /api/token/` with widget scopes). */
export interface BankLinkWidgetToken {
  accessToken: string;
  /** Seconds. */
  expiresIn: number;
}

/** Bank link (Belvo). */
export interface BankLinkProvider {
  readonly name: string;
  /** A short-lived token for the connect widget; `externalId` is our reference of the client. */
  createWidgetToken(input: { externalId: string }): Promise<BankLinkWidgetToken>;
  /** Accounts and income of a link the widget created (Belvo accounts + incomes). */
  fetchLinkSummary(input: { linkId: string; institution: string }): Promise<BankLinkSummary>;
}

/** iovation device check of a blackbox. */
export interface IovationAssessment {
  verdict: FraudVerdict;
  /** The provider's device id (a pseudonymous hash, not personal data). */
  deviceId: string;
  reason: string;
}

export interface IovationProvider {
  readonly name: string;
  check(blackbox: string): Promise<IovationAssessment>;
}

/** JuicyScore score of a browser session. */
export interface JuicyScoreAssessment {
  verdict: FraudVerdict;
  /** 0–1000; higher is more trustworthy. */
  score: number;
}

export interface JuicyScoreProvider {
  readonly name: string;
  score(sessionId: string): Promise<JuicyScoreAssessment>;
}

/** The integration providers of issue 6 (part of `Providers`). */
export interface IntegrationProviders {
  identityVerification: IdentityVerificationProvider;
  bankLink: BankLinkProvider;
  iovation: IovationProvider;
  juicyScore: JuicyScoreProvider;
}
