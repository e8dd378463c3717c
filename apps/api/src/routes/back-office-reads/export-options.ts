import { useCases } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';

/**
 * How the signed-in user reads an export (issue 36): the labels beside the codes in their
 * back-office language, and full phone numbers when they asked (`reveal=phone`) and their role
 * holds `clients.contact` (each client an audited read; 403 otherwise).
 */
export async function exportOptions(
  c: Context<AppEnv>,
  reveal?: 'phone' | undefined,
): Promise<{ language: 'es-MX' | 'en'; revealPhonesTo?: number }> {
  const { language } = await useCases.backOffice.user(c.get('core'), c.get('auth').subjectId);
  const revealPhonesTo = await phonesShownTo(c, reveal);
  return revealPhonesTo === undefined ? { language } : { language, revealPhonesTo };
}

/** The user full phone numbers are shown to when they asked (`reveal=phone`) and may (else 403). */
export async function phonesShownTo(
  c: Context<AppEnv>,
  reveal: 'phone' | undefined,
): Promise<number | undefined> {
  if (reveal === undefined) return undefined;
  const userId = c.get('auth').subjectId;
  await c.get('core').backOffice.authorize(userId, 'clients.contact');
  return userId;
}
