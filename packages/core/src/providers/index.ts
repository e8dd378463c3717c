/**
 * Provider ports (architecture decision 9, ADR 025, ADR 046): one folder per external service,
 * `<port>/port.ts` the interface a real adapter implements and `<port>/sandbox.ts` the offline,
 * deterministic adapter used in development, tests and sandbox mode. Storage has a local-folder
 * and an S3-compatible adapter instead of a sandbox. `money-guard.ts` keeps sandbox-mode money
 * away from real payment and payout providers.
 */

import type { BankLinkProvider } from './bank-link/port';
import { sandboxBankLink } from './bank-link/sandbox';
import type { CaptchaProvider } from './captcha/port';
import { sandboxCaptcha } from './captcha/sandbox';
import type { ErrorReporter } from './error-reporter/port';
import { sandboxErrorReporter } from './error-reporter/sandbox';
import type { HelloSodaProvider, IovationProvider, JuicyScoreProvider } from './fraud/port';
import { sandboxHelloSoda, sandboxIovation, sandboxJuicyScore } from './fraud/sandbox';
import type { IdentityVerificationProvider } from './identity/port';
import { sandboxIdentityVerification } from './identity/sandbox';
import type { EmailProvider, SmsProvider } from './messaging/port';
import { sandboxEmail, sandboxSms } from './messaging/sandbox';
import type { SandboxOptions } from './sandbox-options';
import type { SettlementProvider } from './settlements/port';
import { sandboxSettlements } from './settlements/sandbox';

export type { BankLinkProvider, BankLinkWidgetToken } from './bank-link/port';
export type { CaptchaProvider } from './captcha/port';
export type { ErrorReporter } from './error-reporter/port';
export type {
  HelloSodaProvider,
  HelloSodaRequest,
  HelloSodaResult,
  IovationAssessment,
  IovationProvider,
  JuicyScoreAssessment,
  JuicyScoreProvider,
} from './fraud/port';
export * from './identity/port';
export type { EmailMessage, EmailProvider, SmsMessage, SmsProvider } from './messaging/port';
export { ProviderError } from './provider-error';
export type { SandboxOptions } from './sandbox-options';
export type { SettlementProvider } from './settlements/port';

/** Every provider the core uses (payments, payouts and storage are passed apart: `CoreOptions`). */
export interface Providers {
  sms: SmsProvider;
  email: EmailProvider;
  helloSoda: HelloSodaProvider;
  captcha: CaptchaProvider;
  errorReporter: ErrorReporter;
  identityVerification: IdentityVerificationProvider;
  bankLink: BankLinkProvider;
  iovation: IovationProvider;
  juicyScore: JuicyScoreProvider;
  /** Settlement files of SPEI, cash stores and the card processor (issue 39). */
  settlements: SettlementProvider;
}

/** All sandbox adapters. */
export function sandboxProviders(options: SandboxOptions): Providers {
  return {
    sms: sandboxSms(options),
    email: sandboxEmail(options),
    helloSoda: sandboxHelloSoda(options),
    captcha: sandboxCaptcha(),
    errorReporter: sandboxErrorReporter(options),
    identityVerification: sandboxIdentityVerification({ db: options.db }),
    bankLink: sandboxBankLink(),
    iovation: sandboxIovation(),
    juicyScore: sandboxJuicyScore(),
    settlements: sandboxSettlements({ db: options.db }),
  };
}
