// @vitest-environment node
import { errorEnvelope } from '@lender/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, API, loaded, signedIn, stubApi } from '../../test/stubbed-api';
import { translator } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { resetEnv } from '../server/env.server';
import { contactTemplatesAction, contactTemplatesLoader } from './_app.collections.templates.server';

// Issue 66 point 6: the template library reads every template with where its approval stands
// (rejected and withdrawn from the approvals inbox) and files a new one; a text the rule list
// refuses names the rule in words and keeps what was typed; bad input and a role that may only
// read send nothing.

const es = translator('es-MX');
const TEMPLATES = '/web/private/back-office/collections/templates';
const APPROVALS = '/web/private/back-office/approvals';

const template = (id: number, approved: boolean) => ({
  id,
  name: `Recordatorio ${id}`,
  channel: 'sms',
  body: 'Hola {firstName}, tu pago de {amount} vence el {dueDate}.',
  approved,
  approvedAt: approved ? '2026-11-20T18:00:00.000Z' : null,
  createdAt: '2026-11-19T18:00:00.000Z',
});
const request = (id: number, templateId: number, status: string, decisionReason: string | null) => ({
  id,
  kind: 'collections.template',
  entity: { type: 'collection_template', id: String(templateId) },
  payload: { templateId },
  status,
  maker: { id: 2, name: 'Ana Cobranza' },
  checker: { id: 1, name: 'Admin' },
  reason: 'Recordatorio amable',
  decisionReason,
  result: null,
  version: 2,
  createdAt: '2026-11-19T18:00:00.000Z',
  decidedAt: '2026-11-20T18:00:00.000Z',
});

interface Sent {
  method: string;
  url: URL;
  body: unknown;
}

function api(answer: (url: URL, method: string) => Answer, permissions: readonly string[]): Sent[] {
  stubApi((url) => answer(url, 'GET'), permissions);
  const stubbed = globalThis.fetch;
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    if (url.pathname === TEMPLATES || url.pathname === APPROVALS) {
      const text = req.method === 'GET' ? '' : await req.clone().text();
      sent.push({ method: req.method, url, body: text ? JSON.parse(text) : undefined });
      if (req.method === 'POST') {
        const answered = answer(url, 'POST');
        return new Response(JSON.stringify(answered.body), {
          status: answered.status ?? 200,
          headers: { 'content-type': 'application/json' },
        });
      }
    }
    return stubbed(req);
  });
  return sent;
}

async function post(fields: Record<string, string>): Promise<Request> {
  const signed = await signedIn('/collections/templates');
  return new Request(signed.url, {
    method: 'POST',
    headers: { cookie: signed.headers.get('cookie') ?? '', origin: 'http://bo.test' },
    body: new URLSearchParams(fields),
  });
}

function refusal(result: unknown): { status: number | undefined; failure: ActionFailure } {
  const value = result as { data: ActionFailure; init: { status?: number } | null };
  return { status: value.init?.status, failure: value.data };
}

const filed = {
  name: 'Recordatorio amable',
  channel: 'whatsapp',
  body: 'Hola {firstName}, tu pago de {amount} vence el {dueDate}: {link}',
  reason: 'Aviso antes del vencimiento',
};

beforeEach(() => {
  vi.stubEnv('API_URL', API);
  resetEnv();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  resetEnv();
});

describe('the template library', () => {
  it('gives each template its status: approved, rejected with its reason, withdrawn, waiting', async () => {
    const sent = api(
      (url) => {
        if (url.pathname === TEMPLATES) {
          return {
            body: {
              success: true,
              data: [template(1, true), template(2, false), template(3, false), template(4, false)],
            },
          };
        }
        const status = url.searchParams.get('status');
        return {
          body: {
            success: true,
            data:
              status === 'rejected'
                ? [request(11, 2, 'rejected', 'Suena a amenaza')]
                : [request(12, 3, 'cancelled', null)],
          },
        };
      },
      ['collections.read', 'approvals.read'],
    );
    const page = await loaded<{
      templates: Array<{ id: number; status: string; decisionReason: string | null }>;
      canFile: boolean;
    }>(contactTemplatesLoader(await signedIn('/collections/templates')));
    expect(page.canFile).toBe(false);
    expect(page.templates.map(({ id, status, decisionReason }) => [id, status, decisionReason])).toEqual([
      [4, 'pending', null],
      [3, 'cancelled', null],
      [2, 'rejected', 'Suena a amenaza'],
      [1, 'approved', null],
    ]);
    const asked = sent.filter((call) => call.url.pathname === APPROVALS);
    expect(asked.map((call) => call.url.searchParams.get('kind'))).toEqual([
      'collections.template',
      'collections.template',
    ]);
  });

  it('reads no approvals for a role without the inbox (all unapproved ones wait)', async () => {
    const sent = api(
      () => ({ body: { success: true, data: [template(2, false)] } }),
      ['collections.read', 'collections.work'],
    );
    const page = await loaded<{ templates: Array<{ status: string }>; canFile: boolean }>(
      contactTemplatesLoader(await signedIn('/collections/templates')),
    );
    expect(page).toMatchObject({ canFile: true, templates: [{ status: 'pending' }] });
    expect(sent.filter((call) => call.url.pathname === APPROVALS)).toEqual([]);
  });

  it('is forbidden to a role that may not read collections', async () => {
    api(() => ({ body: { success: true, data: [] } }), ['clients.read']);
    const thrown = await contactTemplatesLoader(await signedIn('/collections/templates')).catch(
      (error: unknown) => error,
    );
    expect((thrown as Response).status).toBe(403);
  });
});

describe('filing a template', () => {
  it('posts the name, channel, text and reason, and says which request waits', async () => {
    const sent = api(
      () => ({ status: 201, body: { success: true, data: request(21, 5, 'pending', null) } }),
      ['collections.read', 'collections.work'],
    );
    const result = (await contactTemplatesAction(
      await post({ ...filed, name: '  Recordatorio amable ' }),
    )) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get('location')).toBe('/collections/templates');
    expect(sent).toEqual([{ method: 'POST', url: expect.any(URL), body: filed }]);
  });

  it('names the broken rule in words beside the text and keeps what was typed', async () => {
    api(
      () => ({
        status: 422,
        body: errorEnvelope('template_rule_broken', { params: { rule: 'family', match: 'mama' } }),
      }),
      ['collections.read', 'collections.work'],
    );
    const typed = { ...filed, body: 'Hola {firstName}, le avisaremos a tu mamá de tu deuda.' };
    const { status, failure } = refusal(await contactTemplatesAction(await post(typed)));
    expect(status).toBe(422);
    expect(failure.values).toMatchObject(typed);
    expect(es(failure.fields?.body as never)).toBe(
      'El texto menciona a la familia del cliente. Solo se habla del cliente y su deuda.',
    );
    expect(es(failure.key as never, failure.params)).toContain('Lo que la rompe: «mama»');
    expect(JSON.stringify(failure)).not.toContain('template_rule_broken');
  });

  it('refuses a short name, an unknown channel and a missing reason before calling the API', async () => {
    const sent = api(() => ({ body: { success: true, data: [] } }), ['collections.read', 'collections.work']);
    const { status, failure } = refusal(
      await contactTemplatesAction(await post({ ...filed, name: 'Ho', channel: 'call', reason: '' })),
    );
    expect(status).toBe(400);
    expect(failure.fields).toEqual({
      name: 'backoffice:contactTemplates.nameLength',
      channel: 'errors:code.required',
      reason: 'backoffice:contactTemplates.reasonLength',
    });
    expect(failure.values?.body).toBe(filed.body);
    expect(sent).toEqual([]);
  });

  it('is forbidden to a role that may only read collections, and sends nothing', async () => {
    const sent = api(() => ({ body: { success: true, data: [] } }), ['collections.read']);
    const thrown = await contactTemplatesAction(await post(filed)).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(403);
    expect(sent).toEqual([]);
  });
});
