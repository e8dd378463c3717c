import type { Database } from '@lender/db';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import type { Limits } from '../limits';
import { takeFromCap } from '../limits-store';
import type { PiiCrypto } from '../pii';
import type { CaptchaProvider } from '../providers/captcha/port';
import type { CodesService } from './codes';

/**
 * What the public code requests (`public.phoneSmsCode`, `public.phoneSmsCodeCheck`,
 * `public.emailSendCode`) use of the core: a part of `Core`, which the API passes whole.
 */
export interface PublicCodeContext {
  readonly db: Database;
  readonly clock: Clock;
  /** Real time: the rate limits count real minutes (issue 62, ADR 288). */
  readonly realClock: Clock;
  readonly pii: PiiCrypto;
  readonly codes: Pick<CodesService, 'send' | 'check'>;
  readonly providers: { readonly captcha: CaptchaProvider };
  limits(): Promise<Limits>;
}

/**
 * Captcha v3 (spec §9) through the captcha port: no token is `captcha_required`, a failed check
 * or a score under `captchaMinScore` is `captcha_invalid`; a provider outage fails closed.
 */
export async function requireCaptcha(
  ctx: Pick<PublicCodeContext, 'providers' | 'limits'>,
  token: string | undefined,
  action: string,
): Promise<void> {
  if (!token) throw new CoreError('captcha_required', { field: ['captchaToken'] });
  const limits = await ctx.limits();
  const result = await ctx.providers.captcha.verify(token, action).catch(() => {
    throw new CoreError('provider_failed');
  });
  if (!result.ok || result.score < limits.captchaMinScore) {
    throw new CoreError('captcha_invalid', { field: ['captchaToken'] });
  }
}

/** Public code requests per caller address per minute, like `client/check` (issue 10 point 8). */
export async function limitPublicRequests(
  ctx: Pick<PublicCodeContext, 'db' | 'realClock' | 'pii' | 'limits'>,
  requester: string,
): Promise<void> {
  const limits = await ctx.limits();
  const now = ctx.realClock.now();
  const allowed = await takeFromCap(ctx.db, {
    bucket: 'public_code_request',
    key: ctx.pii.hash('user', `requester:${requester}`),
    window: now.toISOString().slice(0, 16),
    cap: limits.publicCodeRequestsPerMinute,
    now,
  });
  if (!allowed) throw new CoreError('rate_limited', { retryAfterSeconds: 60 - now.getUTCSeconds() });
}
