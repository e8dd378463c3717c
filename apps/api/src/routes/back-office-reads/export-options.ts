import { authorize } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';

/**
 * The user full phone numbers are shown to in a list or an export (issue 36): when they asked
 * (`reveal=phone`) and their role holds `clients.contact` (each client an audited read; 403
 * otherwise).
 */
export async function phonesShownTo(
  c: Context<AppEnv>,
  reveal: 'phone' | undefined,
): Promise<number | undefined> {
  if (reveal === undefined) return undefined;
  const userId = c.get('auth').subjectId;
  await authorize(c.get('core'), userId, 'clients.contact');
  return userId;
}
