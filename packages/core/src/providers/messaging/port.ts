/**
 * Provider ports (architecture decision 9). Each external service is an interface here; the
 * sandbox adapters (./sandbox.ts) work offline and deterministically and write every message they
 * would send to the `outbox` table. Real adapters implement the same interfaces.
 */

import type { IntegrationProviders } from '../integrations/ports';

/** An SMS to a Mexican mobile number. */
export interface SmsMessage {
  /** E.164 number, `+52` and 10 digits. */
  to: string;
  text: string;
  /** The one-time code the text carries, if any (the development sandbox prints it). */
  otp?: string;
  purpose: string;
}

export interface SmsProvider {
  readonly name: string;
  /** True only on an offline sandbox adapter; anything else is treated as a real provider. */
  readonly sandbox?: boolean;
  send(message: SmsMessage): Promise<void>;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  otp?: string;
  purpose: string;
}

export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
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

/** Captcha verification (spec §9: version 3). */
export interface CaptchaProvider {
  readonly name: string;
  verify(token: string, action?: string): Promise<{ ok: boolean; score: number }>;
}

/** Error reporting (spec §8: reported and tagged critical). */
export interface ErrorReporter {
  readonly name: string;
  report(error: unknown, context: Record<string, string | number | boolean | undefined>): Promise<void>;
}

/** Every provider the core uses. */
export interface Providers extends IntegrationProviders {
  sms: SmsProvider;
  email: EmailProvider;
  helloSoda: HelloSodaProvider;
  captcha: CaptchaProvider;
  errorReporter: ErrorReporter;
}
