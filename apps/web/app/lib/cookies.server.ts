import type { AffiliateData } from '@lender/contracts';
import { createCookie } from '@remix-run/node';
import { env } from './env.server';

/** Spec §9 cookie lifetimes. */
export const CALCULATOR_COOKIE_MAX_AGE_S = 86_400;
export const AFFILIATE_COOKIE_MAX_AGE_S = 1_800;
export const LIMIT_UPDATED_COOKIE_MAX_AGE_S = 43_200;
export const QA_COOKIE = 'qa-disable-flow';

const base = () => ({ path: '/', sameSite: 'lax' as const, secure: env().production, httpOnly: true });

/** The calculator's last amount and term (spec §9: 86400 s). */
export interface CalculatorCookie {
  amount: number;
  term?: number;
  tab?: 0 | 1;
  payCycle?: string | null;
  payDates?: string | null;
}

export const calculatorCookie = () =>
  createCookie('calculator', { ...base(), maxAge: CALCULATOR_COOKIE_MAX_AGE_S });
export const affiliateCookie = () =>
  createCookie('affiliate', { ...base(), maxAge: AFFILIATE_COOKIE_MAX_AGE_S });

export async function readCalculator(request: Request): Promise<CalculatorCookie | null> {
  const value: unknown = await calculatorCookie().parse(request.headers.get('cookie'));
  if (!value || typeof value !== 'object') return null;
  const amount = (value as { amount?: unknown }).amount;
  return typeof amount === 'number' && Number.isFinite(amount) ? (value as CalculatorCookie) : null;
}

export async function readAffiliate(request: Request): Promise<AffiliateData | undefined> {
  const value: unknown = await affiliateCookie().parse(request.headers.get('cookie'));
  return value && typeof value === 'object' ? (value as AffiliateData) : undefined;
}

const clip = (value: string | null) => (value ? value.slice(0, 128) : undefined);

/**
 * Spec §3/§9: the partner, code, campaign, source and optional parameter from the query (gclid,
 * utm_* or our own names) go into the affiliate cookie for 1800 s. `null` when the URL has none.
 */
export function affiliateFromQuery(url: URL): AffiliateData | null {
  const q = url.searchParams;
  const data: AffiliateData = {
    partner: clip(q.get('partner') ?? q.get('utm_medium')),
    code: clip(q.get('code') ?? q.get('gclid')),
    campaign: clip(q.get('campaign') ?? q.get('utm_campaign')),
    source: clip(q.get('source') ?? q.get('utm_source') ?? (q.get('gclid') ? 'google' : null)),
    optionalParam: clip(q.get('param') ?? q.get('optionalParam') ?? q.get('utm_content')),
    keyword: clip(q.get('keyword') ?? q.get('utm_term')),
  };
  const present = Object.fromEntries(
    Object.entries(data).filter(([, v]) => v !== undefined),
  ) as AffiliateData;
  return Object.keys(present).length > 0 ? present : null;
}
