import { createHash } from 'node:crypto';
import type { FraudVerdict } from '@lender/db/schema';
import { outbox } from '@lender/db/schema';
import { digestOf } from '../digest';
import type { SandboxOptions } from '../sandbox-options';
import type { HelloSodaProvider, IovationProvider, JuicyScoreProvider } from './port';

function verdictFromPrefix(value: string): FraudVerdict | null {
  if (value.startsWith('sandbox-deny')) return 'deny';
  if (value.startsWith('sandbox-review')) return 'review';
  if (value.startsWith('sandbox-allow')) return 'allow';
  return null;
}

/**
 * The iovation sandbox: a blackbox starting with `sandbox-deny` / `sandbox-review` /
 * `sandbox-allow` gets that verdict; any other is judged from its hash (about 5 % deny, 10 % review).
 */
export function sandboxIovation(): IovationProvider {
  return {
    name: 'sandbox-iovation',
    async check(blackbox) {
      const digest = digestOf(blackbox);
      const bucket = (digest[0] as number) % 100;
      const verdict = verdictFromPrefix(blackbox) ?? (bucket < 5 ? 'deny' : bucket < 15 ? 'review' : 'allow');
      return {
        verdict,
        deviceId: `dev_${digest.subarray(1, 9).toString('hex')}`,
        reason:
          verdict === 'allow' ? 'device_ok' : verdict === 'review' ? 'device_new' : 'device_blacklisted',
      };
    },
  };
}

/**
 * The JuicyScore sandbox: a session id starting with `sandbox-deny` / `sandbox-review` /
 * `sandbox-allow` gets that verdict; any other a score from its hash (deny below 200, review below 400).
 */
export function sandboxJuicyScore(): JuicyScoreProvider {
  return {
    name: 'sandbox-juicyscore',
    async score(sessionId) {
      const preset = verdictFromPrefix(sessionId);
      const score = preset
        ? { deny: 100, review: 300, allow: 800 }[preset]
        : digestOf(sessionId).readUInt16BE(0) % 1001;
      const verdict: FraudVerdict = score < 200 ? 'deny' : score < 400 ? 'review' : 'allow';
      return { verdict, score };
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

function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}
