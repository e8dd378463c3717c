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
import type { CepPort } from './cep/port';
import { sandboxCep } from './cep/sandbox';
import type { ErrorReporter } from './error-reporter/port';
import { sandboxErrorReporter } from './error-reporter/sandbox';
import type { ExchangeRatePort, UdiPort } from './exchange-rates/port';
import { sandboxExchangeRates, sandboxUdis } from './exchange-rates/sandbox';
import type { FiscalPort } from './fiscal/port';
import { sandboxFiscal } from './fiscal/sandbox';
import type { HelloSodaProvider, IovationProvider, JuicyScoreProvider } from './fraud/port';
import { sandboxHelloSoda, sandboxIovation, sandboxJuicyScore } from './fraud/sandbox';
import type { IdentityVerificationProvider } from './identity/port';
import { sandboxIdentityVerification } from './identity/sandbox';
import type { EmailProvider, SmsProvider } from './messaging/port';
import { sandboxEmail, sandboxSms } from './messaging/sandbox';
import type { SandboxOptions } from './sandbox-options';
import type { SatCfdiStatusPort } from './sat-status/port';
import { sandboxSatCfdiStatus } from './sat-status/sandbox';
import type { SettlementProvider } from './settlements/port';
import { sandboxSettlements } from './settlements/sandbox';
import type { WatchlistPort } from './watchlist/port';
import { sandboxWatchlist } from './watchlist/sandbox';

export type { BankLinkProvider, BankLinkWidgetToken } from './bank-link/port';
export type { CaptchaProvider } from './captcha/port';
export type { CepParty, CepPort, CepQuery, CepTransfer } from './cep/port';
export type { ErrorReporter } from './error-reporter/port';
export type { ExchangeRatePort, UdiPort, UdiValue } from './exchange-rates/port';
export type { FiscalPort } from './fiscal/port';
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
export type { SatCfdiQuery, SatCfdiState, SatCfdiStatus, SatCfdiStatusPort } from './sat-status/port';
export type { SettlementProvider } from './settlements/port';
export type { WatchlistFile, WatchlistList, WatchlistPort } from './watchlist/port';

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
  /** Anti-money-laundering watch lists (issue 50). */
  watchlist: WatchlistPort;
  /** The day's USD rate for the relevant-operations threshold (issue 50). */
  exchangeRates: ExchangeRatePort;
  /** The day's UDI value, for the 1,500-UDIS cap on each SPEI transfer (issue 52). */
  udis: UdiPort;
  /** CFDI 4.0 of interest and fees: sealed with the lender's CSD, certified by a PAC (issue 51). */
  fiscal: FiscalPort;
  /** Banxico's CEP: the signed proof of a SPEI transfer a borrower claims (issue 52). */
  cep: CepPort;
  /** SAT's status of a CFDI (Vigente, Cancelado): the payroll CFDIs that prove income (issue 67). */
  satCfdiStatus: SatCfdiStatusPort;
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
    watchlist: sandboxWatchlist(),
    exchangeRates: sandboxExchangeRates(),
    udis: sandboxUdis(),
    fiscal: sandboxFiscal(),
    cep: sandboxCep({ holders: { db: options.db, pii: options.pii } }),
    satCfdiStatus: sandboxSatCfdiStatus(),
  };
}
