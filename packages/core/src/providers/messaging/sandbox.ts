import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import { outbox } from '../db/schema/index';
import { sandboxIntegrationProviders } from '../integrations/sandbox';
import type { Logger } from '../logger';
import { maskEmail, maskPhone, type PiiCrypto } from '../pii';
import type {
  CaptchaProvider,
  EmailProvider,
  ErrorReporter,
  HelloSodaProvider,
  Providers,
  SmsProvider,
} from './ports';

/** What the sandbox adapters need. */
export interface SandboxOptions {
  db: Database;
  pii: PiiCrypto;
  logger: Logger;
  /**
   * Print one-time codes to the log (development only: a newcomer reads the SMS code there).
   * @default false
   */
  printCodes?: boolean;
}

/** The SMS sandbox: stores the SMS in the outbox; in development also prints its code. */
export function sandboxSms(options: SandboxOptions): SmsProvider {
  return {
    name: 'sandbox-sms',
    sandbox: true,
    async send(message) {
      await options.db.insert(outbox).values({
        channel: 'sms',
        provider: 'sandbox-sms',
        recipientMasked: maskPhone(message.to),
        recipientHash: options.pii.hash('phone', message.to),
        body: message.text,
        payload: { purpose: message.purpose },
      });
      if (options.printCodes && message.otp !== undefined) {
        // Development only (printCodes is refused in production by the env module).
        options.logger.info(`[sandbox SMS] code for ${maskPhone(message.to)}: ${message.otp}`, {
          purpose: message.purpose,
        });
      }
    },
  };
}

/** The e-mail sandbox: stores the e-mail in the outbox; in development also prints its code. */
export function sandboxEmail(options: SandboxOptions): EmailProvider {
  return {
    name: 'sandbox-email',
    async send(message) {
      await options.db.insert(outbox).values({
        channel: 'email',
        provider: 'sandbox-email',
        recipientMasked: maskEmail(message.to),
        recipientHash: options.pii.hash('email', message.to.toLowerCase()),
        subject: message.subject,
        body: message.text,
        payload: { purpose: message.purpose },
      });
      if (options.printCodes && message.otp !== undefined) {
        options.logger.info(`[sandbox e-mail] code for ${maskEmail(message.to)}: ${message.otp}`, {
          purpose: message.purpose,
        });
      }
    },
  };
}

/**
 * The HelloSoda sandbox: a deterministic score from the request's content (the same input always
 * gives the same answer), recorded in the outbox.
 */
export function sandboxHelloSoda(options: SandboxOptions): HelloSodaProvider {
  return {
    name: 'sandbox-hello-soda',
    async check(request) {
      const digest = createHash('sha256').update(stableStringify(request.payload)).digest();
      const score = (digest[0] as number) % 101;
      const decision = score >= 40 ? 'pass' : score >= 20 ? 'review' : 'fail';
      const reference = `hs_sandbox_${digest.subarray(0, 8).toString('hex')}`;
      await options.db.insert(outbox).values({
        channel: 'hello_soda',
        provider: 'sandbox-hello-soda',
        body: `HelloSoda check ${reference}: ${decision} (${score})`,
        payload: { reference, score, decision },
      });
      return { reference, score, decision };
    },
  };
}

/** The captcha sandbox: any non-empty token passes with score 0.9; `fail` fails. */
export function sandboxCaptcha(): CaptchaProvider {
  return {
    name: 'sandbox-captcha',
    async verify(token) {
      const ok = token.length > 0 && token !== 'fail';
      return { ok, score: ok ? 0.9 : 0 };
    },
  };
}

/** The error-reporting sandbox: records the error's name and message (no stack, no request body). */
export function sandboxErrorReporter(options: SandboxOptions): ErrorReporter {
  return {
    name: 'sandbox-error-reporter',
    async report(error, context) {
      const name = error instanceof Error ? error.name : 'Error';
      const message = error instanceof Error ? error.message : String(error);
      await options.db.insert(outbox).values({
        channel: 'error_report',
        provider: 'sandbox-error-reporter',
        body: `${name}: ${message}`,
        payload: { ...context, tag: 'critical' },
      });
    },
  };
}

/** All sandbox adapters. */
export function sandboxProviders(options: SandboxOptions): Providers {
  return {
    sms: sandboxSms(options),
    email: sandboxEmail(options),
    helloSoda: sandboxHelloSoda(options),
    captcha: sandboxCaptcha(),
    errorReporter: sandboxErrorReporter(options),
    ...sandboxIntegrationProviders({ db: options.db }),
  };
}

function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}
