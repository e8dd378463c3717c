import type { FraudVerdict } from '@lender/db/schema';

/** The fraud-signal ports (iovation, JuicyScore, HelloSoda; ADR 025). Sandbox adapters: ./sandbox.ts. */

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

/** A HelloSoda fraud-signal check (spec §7 `POST /web/public/util/hello-soda`). */
export interface HelloSodaRequest {
  /** Opaque profile data sent by the page (no personal data is logged). */
  payload: Record<string, unknown>;
}

export interface HelloSodaResult {
  reference: string;
  /** 0–100; higher is more trustworthy. */
  score: number;
  decision: 'pass' | 'review' | 'fail';
}

export interface HelloSodaProvider {
  readonly name: string;
  check(request: HelloSodaRequest): Promise<HelloSodaResult>;
}
