import { outbox } from '@lender/db/schema';
import { maskEmail, maskPhone } from '../../pii';
import type { SandboxOptions } from '../sandbox-options';
import type { EmailProvider, SmsProvider } from './port';

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
        payload: { purpose: message.purpose, ...(message.notice && { notice: { ...message.notice } }) },
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
        payload: { purpose: message.purpose, ...(message.notice && { notice: { ...message.notice } }) },
      });
      if (options.printCodes && message.otp !== undefined) {
        options.logger.info(`[sandbox e-mail] code for ${maskEmail(message.to)}: ${message.otp}`, {
          purpose: message.purpose,
        });
      }
    },
  };
}
