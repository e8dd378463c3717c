import type { Logger } from '../logger';
import type { DirectDebitPort } from './direct-debit/port';
import type { SmsProvider } from './messaging/port';
import type { PaymentProvider } from './payments/port';
import type { PayoutProvider } from './payouts/port';

/**
 * The boundary between sandbox mode and real money (issue 10 point 3, ADR 209). Everything made in
 * sandbox mode is marked `fake`; these guards wrap the payout and payment providers the services
 * use, so a `fake` request never reaches a provider that is not an offline sandbox adapter,
 * whatever path led to it (a row left from a staging database, a bug in a service). And sandbox
 * mode refuses to start beside a real payout, charge or SMS provider.
 */

/** A `fake` payout, charge or payment reference was about to reach a real provider. */
export class FakeMoneyRefusedError extends Error {
  constructor(provider: string, operation: string) {
    super(`Refused: a sandbox (fake) ${operation} must never reach the real provider ${provider}`);
    this.name = 'FakeMoneyRefusedError';
  }
}

/** Sandbox mode was asked for beside a real provider. */
export class SandboxWithRealProviderError extends Error {
  constructor(readonly providers: string[]) {
    super(
      `Sandbox mode cannot run with a real provider configured (${providers.join(', ')}): turn sandbox mode off, or use the sandbox adapters`,
    );
    this.name = 'SandboxWithRealProviderError';
  }
}

function refuse(provider: { name: string }, operation: string, logger: Logger): never {
  const error = new FakeMoneyRefusedError(provider.name, operation);
  logger.error('fake money refused at the provider boundary', { provider: provider.name, operation });
  throw error;
}

/** The payout provider behind the guard: a `fake` payout reaches only a sandbox adapter. */
export function guardPayouts(provider: PayoutProvider, logger: Logger): PayoutProvider {
  if (provider.sandbox === true) return provider;
  return {
    name: provider.name,
    sandbox: false,
    send: async (request) => {
      if (request.fake) refuse(provider, 'payout', logger);
      return provider.send(request);
    },
    status: (reference) => provider.status(reference),
  };
}

/** The payment provider behind the guard: a `fake` charge or reference reaches only a sandbox adapter. */
export function guardPayments(provider: PaymentProvider, logger: Logger): PaymentProvider {
  if (provider.sandbox === true) return provider;
  return {
    name: provider.name,
    sandbox: false,
    tokenizeCard: (card) => provider.tokenizeCard(card),
    charge: async (request) => {
      if (request.fake) refuse(provider, 'charge', logger);
      return provider.charge(request);
    },
    createReference: async (request) => {
      if (request.fake) refuse(provider, 'payment reference', logger);
      return provider.createReference(request);
    },
  };
}

/** The clearing house behind the guard: a `fake` debit reaches only a sandbox adapter. */
export function guardDirectDebit(port: DirectDebitPort, logger: Logger): DirectDebitPort {
  if (port.sandbox === true) return port;
  return {
    name: port.name,
    sandbox: false,
    debit: async (request) => {
      if (request.fake) refuse(port, 'direct debit', logger);
      return port.debit(request);
    },
  };
}

/**
 * Refuses to build a core whose sandbox mode is on while a payout, payment, direct-debit or SMS provider is real
 * (not marked `sandbox: true`): a tester's forced approval must never be able to move money or
 * text a real phone.
 */
export function assertSandboxProviders(
  sandboxEnabled: boolean,
  providers: {
    payouts: PayoutProvider;
    payments: PaymentProvider;
    directDebit: DirectDebitPort;
    sms: SmsProvider;
  },
): void {
  if (!sandboxEnabled) return;
  const real = Object.entries(providers)
    .filter(([, provider]) => provider.sandbox !== true)
    .map(([port, provider]) => `${port}: ${provider.name}`);
  if (real.length > 0) throw new SandboxWithRealProviderError(real);
}
