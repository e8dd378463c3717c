import { createSessionKit, type SessionKit, type WebSession } from '@lender/web-kit';
import type { BackofficeLanguage } from '../i18n';
import { env } from './env.server';

/**
 * The back-office's cookie session (`@lender/web-kit`: httpOnly, SameSite=Lax, Secure in
 * production; the API token never reaches browser code). Its own cookie name: the borrower site
 * and the back-office share a host on a laptop, and cookies ignore ports.
 */
export const COOKIE_NAME = '__bo_session';

/**
 * The API token lives 15 minutes and is refreshed while the admin works (spec §7); the cookie
 * outlives a refresh cycle but not a working day.
 */
export const COOKIE_MAX_AGE_S = 60 * 60 * 12;

export type BackofficeSession = WebSession;

let kitInstance: SessionKit | undefined;

/** The session kit (made once, from the environment). */
export function kit(): SessionKit {
  kitInstance ??= createSessionKit({
    cookieName: COOKIE_NAME,
    secrets: env().sessionSecrets,
    production: env().production,
    maxAge: COOKIE_MAX_AGE_S,
  });
  return kitInstance;
}

export function getSession(request: Request): Promise<BackofficeSession> {
  return kit().getSession(request);
}

export function commitSession(session: BackofficeSession): Promise<string> {
  return kit().commit(session);
}

export function destroySession(session: BackofficeSession): Promise<string> {
  return kit().destroy(session);
}

/** What the back-office keeps in the session besides the full token (`kit().getToken`). */
export const sessionData = {
  /** The token of the password step, waiting for TOTP (it opens nothing). */
  mfaToken: (session: BackofficeSession): string | undefined => stringOf(session.get('mfaToken')),
  /** Seconds since epoch when the token was last issued or refreshed (our clock). */
  issuedAt: (session: BackofficeSession): number => {
    const value = session.get('issuedAt');
    return typeof value === 'number' ? value : 0;
  },
  /** The admin's language (issue 12), `es-MX` until known. */
  language: (session: BackofficeSession): BackofficeLanguage =>
    session.get('language') === 'en' ? 'en' : 'es-MX',
  /** A flash notice (read once): a message key, or `{"key", "params"}` JSON. */
  notice: (session: BackofficeSession): string | undefined => stringOf(session.get('toast')),
};

export function setNotice(session: BackofficeSession, notice: string): void {
  session.flash('toast', notice);
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
