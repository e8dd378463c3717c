import {
  CoreError,
  completeSandboxIdentitySession,
  IDENTITY_OUTCOMES,
  type IdentityOutcome,
  SANDBOX_VERIFF_PAGE_PATH,
} from '@lender/core';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { t } from '../../http/i18n';
import { HTML_CSP } from '../../http/security-headers';

const SESSION_ID = /^[A-Za-z0-9-]{1,128}$/;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui;max-width:36rem;margin:2rem auto;padding:0 1rem"><p><strong>${t('backoffice:sandbox.identity.banner')}</strong></p>${body}</body></html>`;
}

function isOutcome(value: unknown): value is IdentityOutcome {
  return typeof value === 'string' && (IDENTITY_OUTCOMES as readonly string[]).includes(value);
}

/**
 * The sandbox identity provider's page (ADR 223): the session URL opens it on the API host; a
 * tester picks the outcome and the sandbox delivers the signed callback at once. It answers 404
 * when the identity provider is not the sandbox.
 */
export function registerSandboxVeriffPage(router: Hono<AppEnv>): void {
  router.get(`${SANDBOX_VERIFF_PAGE_PATH}/:id`, (c) => {
    const id = c.req.param('id');
    if (!SESSION_ID.test(id) || !c.get('core').providers.identityVerification.sandbox) {
      throw new CoreError('not_found');
    }
    const buttons = IDENTITY_OUTCOMES.map(
      (outcome) =>
        `<button type="submit" name="outcome" value="${outcome}" style="display:block;margin:.5rem 0;padding:.6rem 1rem">${t(`backoffice:sandbox.identity.outcome.${outcome}`)}</button>`,
    ).join('');
    return c.html(
      page(
        t('backoffice:sandbox.identity.title'),
        `<p>${t('backoffice:sandbox.identity.choose', { session: `<code>${id}</code>` })}</p><form method="post">${buttons}</form>`,
      ),
      200,
      { 'content-security-policy': HTML_CSP },
    );
  });

  router.post(`${SANDBOX_VERIFF_PAGE_PATH}/:id`, async (c) => {
    const id = c.req.param('id');
    if (!SESSION_ID.test(id)) throw new CoreError('not_found');
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const outcome = (form as Record<string, unknown>).outcome;
    if (!isOutcome(outcome)) throw new CoreError('validation_failed');
    const decision = await completeSandboxIdentitySession(c.get('core'), id, outcome);
    return c.html(
      page(
        t('backoffice:sandbox.identity.sentTitle'),
        `<p>${t('backoffice:sandbox.identity.sent', { status: `<strong>${decision.status}</strong>` })}</p>`,
      ),
      200,
      { 'content-security-policy': HTML_CSP },
    );
  });
}
