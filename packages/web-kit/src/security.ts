import { randomBytes } from 'node:crypto';
import { isCrossSite } from './node/origin-check.mjs';

/** A fresh CSP nonce (128 random bits, base64) for one response. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface SecurityHeaderOptions {
  /** The nonce of this response's inline and module scripts. */
  readonly nonce: string;
  /** Adds HSTS and forbids the development relaxations. @default false */
  readonly production?: boolean;
  /** Vite's dev server: inline styles and its HMR websocket. @default false */
  readonly development?: boolean;
  /** Extra `connect-src` origins (an API on another origin, the scoring collector). */
  readonly connectSrc?: readonly string[];
  /** Extra `img-src` origins. */
  readonly imgSrc?: readonly string[];
  /**
   * Who may frame the response. `'none'` (the default) for every page; `'self'` for a response an
   * app shows inside its own pages (the back-office's in-page PDF viewer), never another site.
   * `X-Frame-Options` follows: `DENY` or `SAMEORIGIN`. @default 'none'
   */
  readonly frameAncestors?: 'none' | 'self';
  /** A `frame-src` directive (what the page may frame); without it `default-src` applies. */
  readonly frameSrc?: readonly string[];
}

/** `max-age` of HSTS in production: one year. */
export const HSTS_MAX_AGE_S = 31_536_000;

/** The Content-Security-Policy value. */
export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const nonce = `'nonce-${options.nonce}'`;
  const dev = options.development === true && options.production !== true;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", nonce],
    // vanilla-extract compiles to one stylesheet; React Aria sets a few style attributes.
    'style-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonce],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(options.imgSrc ?? [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(dev ? ['ws:', 'wss:'] : []), ...(options.connectSrc ?? [])],
    ...(options.frameSrc ? { 'frame-src': [...options.frameSrc] } : {}),
    'frame-ancestors': [options.frameAncestors === 'self' ? "'self'" : "'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The security headers of every HTML response: CSP with the nonce, `frame-ancestors 'none'` (and
 * `X-Frame-Options: DENY` for old browsers), `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: strict-origin-when-cross-origin`, a restrictive `Permissions-Policy` (camera
 * allowed on the site itself, for ID photos), and HSTS in production.
 */
export function securityHeaders(options: SecurityHeaderOptions): Headers {
  return new Headers(securityHeaderEntries(options));
}

/** Sets {@link securityHeaders} on an existing `Headers` (Remix's `entry.server`), without a second `Headers`. */
export function applySecurityHeaders(target: Headers, options: SecurityHeaderOptions): Headers {
  for (const [key, value] of securityHeaderEntries(options)) target.set(key, value);
  return target;
}

function securityHeaderEntries(options: SecurityHeaderOptions): Array<[string, string]> {
  const entries: Array<[string, string]> = [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', options.frameAncestors === 'self' ? 'SAMEORIGIN' : 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  if (options.production)
    entries.push(['Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`]);
  return entries;
}

export interface OriginCheckOptions {
  /** Other origins allowed to post (the public origin behind a proxy that rewrites Host). */
  readonly allowedOrigins?: readonly string[];
}

/**
 * Actions check the request's origin (CSRF defence on top of SameSite=Lax): a non-GET request
 * whose `Origin` is another site's, or that a browser marks `Sec-Fetch-Site: cross-site`, is
 * thrown back as 403. Requests without either header (curl, old browsers) pass. The site's server
 * (`@lender/web-kit/site-server`) applies the same rule to every request before Remix.
 */
export function checkOrigin(request: Request, options: OriginCheckOptions = {}): void {
  const own = new URL(request.url).origin;
  if (isCrossSite(request.method, own, request.headers, options.allowedOrigins))
    throw new Response('Forbidden origin', { status: 403 });
}
