import type { SmsMessage, SmsProvider } from '../src/providers/messaging/port';

/**
 * An offline SMS provider for tests that keeps every message it sends in `sent` (agreement and
 * login codes are read from there). It declares itself a sandbox provider, as sandbox mode (on in
 * tests) refuses real ones.
 */
export function memorySms(): SmsProvider & { sent: SmsMessage[] } {
  const sent: SmsMessage[] = [];
  return {
    name: 'test-sms',
    sandbox: true,
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
