import type { Database } from '@lender/db';
import { z } from 'zod';
import { readSetting } from '../catalog/settings';

/** `settings` key of how long an offer holds, in minutes. */
export const OFFER_TTL_SETTING_KEY = 'offer_ttl_minutes';
/** Default offer validity: 72 hours (ADR 020); a settings row overrides it at run time. */
export const DEFAULT_OFFER_TTL_MINUTES = 72 * 60;

const OfferTtlSchema = z
  .number()
  .int()
  .positive()
  .max(60 * 24 * 30);

/** How long an offer holds, in minutes (the `settings` row, else the default). */
export async function readOfferTtlMinutes(db: Database): Promise<number> {
  return (await readSetting(db, OFFER_TTL_SETTING_KEY, OfferTtlSchema)) ?? DEFAULT_OFFER_TTL_MINUTES;
}
