/** The identity-verification port (Veriff; ADR 025, ADR 223). Its sandbox adapter is ./sandbox.ts. */

/** Final identity-verification outcomes a tester can choose in the sandbox. */
export const IDENTITY_OUTCOMES = ['approved', 'declined', 'resubmission_requested'] as const;
export type IdentityOutcome = (typeof IDENTITY_OUTCOMES)[number];

/** What a verification session is opened with (Veriff `POST /v1/sessions`). */
export interface IdentitySessionRequest {
  /** Our reference of the client (Veriff `vendorData`): the client's uuid, never personal data. */
  vendorData: string;
  /** The given names (Veriff `person.firstName`). */
  givenNames: string;
  /** The surnames (Veriff `person.lastName`). */
  surnames: string;
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
