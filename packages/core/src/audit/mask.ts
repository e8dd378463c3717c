import { maskEmail, maskPhone } from '../pii';

/** What replaces a secret or an encrypted/hashed column in an audit snapshot. */
export const AUDIT_REDACTED = '[redacted]';

const CURP_PATTERN = /^[A-Z][AEIOUX][A-Z]{2}\d{6}[HMX][A-Z]{5}[A-Z\d]\d$/i;
const CLABE_PATTERN = /^\d{18}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[\d\s()-]{10,16}$/;

/** Keys whose value is never kept, not even masked (secrets, ciphertexts, look-up hashes). */
function isSecretKey(key: string): boolean {
  return /(password|secret|token|enc$|hash$|totp)/i.test(key);
}

/** Masks a CURP: the first four letters, the rest hidden. */
export function maskCurp(curp: string): string {
  return `${curp.slice(0, 4)}${'*'.repeat(Math.max(0, curp.length - 4))}`;
}

/** Masks a CLABE (or any account number): only the last four digits. */
export function maskAccount(account: string): string {
  return `${'*'.repeat(Math.max(0, account.length - 4))}${account.slice(-4)}`;
}

function maskString(key: string, value: string): string {
  const lower = key.toLowerCase();
  if (lower.includes('curp') || CURP_PATTERN.test(value)) return maskCurp(value);
  if (/clabe|iban|accountnumber|bankaccount/.test(lower) || CLABE_PATTERN.test(value))
    return maskAccount(value);
  if (lower.includes('phone') || (PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= 10))
    return maskPhone(value);
  if (lower.includes('email') || EMAIL_PATTERN.test(value)) return maskEmail(value);
  return value;
}

/**
 * A copy of `value` fit for the audit log (ADR 225): CURP, CLABE, phone numbers and e-mail
 * addresses are masked wherever they appear (by key name or by shape), secrets, ciphertexts and
 * look-up hashes are replaced by {@link AUDIT_REDACTED}. Dates become ISO strings.
 */
export function maskForAudit(value: unknown, key = ''): unknown {
  if (value === null || value === undefined) return null;
  if (key !== '' && isSecretKey(key)) return AUDIT_REDACTED;
  if (typeof value === 'string') return maskString(key, value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => maskForAudit(item, key));
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined) continue;
      out[k] = maskForAudit(v, k);
    }
    return out;
  }
  return String(value);
}
