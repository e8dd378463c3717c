// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessApi, load, loaded, SITE, startInProcessApi } from '../../test/in-process-api';
import type { ActionFailure } from '../server/actions.server';
import { commitSession, getSession, kit } from '../server/api.server';
import { privacyAction, privacyLoader } from './_app.privacy._index.server';
import { privacyCaseAction, privacyCaseLoader } from './_app.privacy.$id.server';

// Issue 51: the privacy officer's screens against the real API in process — the work list of ARCO
// requests with its deadlines, a request received by letter entered by hand, its ID checked, the
// answer, and the act asked by one admin and approved by another (maker-checker), the request
// completed; bad input refused beside its field.

let api: InProcessApi;
let checkerCookie: string;
let borrower: { id: number; token: string };

beforeAll(async () => {
  api = await startInProcessApi();
  const { backOfficeTestClient } = await load('@lender/api-server/src/test/back-office-fixtures');
  borrower = await backOfficeTestClient(api.t);
  const session = await getSession(new Request(`${SITE}/`));
  kit().setToken(session, api.checkerToken);
  session.set('issuedAt', Math.floor(Date.now() / 1000));
  session.set('language', 'es-MX');
  checkerCookie = (await commitSession(session)).split(';')[0] as string;
}, 180_000);
afterAll(() => api?.close());

/** A form POST of the back-office as the second admin (the checker). */
function asChecker(path: string, fields: Record<string, string>): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { cookie: checkerCookie, origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

const redirectOf = (result: unknown) => {
  expect(result).toBeInstanceOf(Response);
  return (result as Response).headers.get('location');
};

describe('the ARCO requests screens', () => {
  let id: number;

  it('enters a request received by letter, and lists it by its deadline', async () => {
    const refused = await loaded(
      privacyAction(
        api.post('/privacy', { clientId: String(borrower.id), right: 'rectification', channel: 'letter' }),
      ),
    );
    expect((refused as ActionFailure).fields).toMatchObject({
      changes: 'errors:code.required',
      description: 'errors:code.required',
    });
    const bad = await loaded(
      privacyAction(
        api.post('/privacy', {
          clientId: String(borrower.id),
          right: 'rectification',
          channel: 'letter',
          changes: 'apellido López',
          description: 'Carta con acta de nacimiento',
        }),
      ),
    );
    expect((bad as ActionFailure).fields?.changes).toBe('errors:code.invalid_format');

    const logged = await privacyAction(
      api.post('/privacy', {
        clientId: String(borrower.id),
        right: 'rectification',
        channel: 'letter',
        changes: 'secondLastName=Garcés',
        description: 'Carta con copia del acta de nacimiento: mi apellido materno lleva acento.',
      }),
    );
    const location = redirectOf(logged) ?? '';
    expect(location).toMatch(/^\/privacy\/\d+$/);
    id = Number(location.split('/').pop());

    const list = await loaded(privacyLoader(api.get('/privacy')));
    expect(list.filters.open).toBe('true');
    expect(list.canWork).toBe(true);
    expect(list.items.map((item: { id: number }) => item.id)).toContain(id);
    const item = list.items.find((row: { id: number }) => row.id === id);
    expect(item).toMatchObject({
      channel: 'letter',
      identityVerified: false,
      nextDueDate: item.answerDueDate,
    });
    const closed = await loaded(privacyLoader(api.get('/privacy?open=false')));
    expect(closed.items.map((row: { id: number }) => row.id)).not.toContain(id);
  });

  it('checks the ID, answers, and acts through two admins: the corrections applied', async () => {
    const path = `/privacy/${id}`;
    const page = await loaded(privacyCaseLoader(api.get(path), { id: String(id) }));
    expect(page.item.corrections).toEqual([{ field: 'secondLastName', value: 'Garcés', current: 'García' }]);
    expect(page).toMatchObject({ canWork: true, canDecide: true });

    const early = await loaded(
      privacyCaseAction(
        api.post(path, { intent: 'answer', outcome: 'granted', text: 'Procede la corrección.' }),
        { id: String(id) },
      ),
    );
    expect((early as ActionFailure).key).toBe('backoffice:privacy.answer.needsIdentity');
    expect(
      redirectOf(
        await privacyCaseAction(api.post(path, { intent: 'identity', note: 'INE en copia con la carta.' }), {
          id: String(id),
        }),
      ),
    ).toBe(path);
    expect(
      redirectOf(
        await privacyCaseAction(
          api.post(path, { intent: 'answer', outcome: 'granted', text: 'Procede la corrección.' }),
          { id: String(id) },
        ),
      ),
    ).toBe(path);
    expect(
      redirectOf(
        await privacyCaseAction(api.post(path, { intent: 'action', reason: 'Corregir el apellido' }), {
          id: String(id),
        }),
      ),
    ).toBe(path);

    const asked = await loaded(privacyCaseLoader(api.get(path), { id: String(id) }));
    expect(asked.item.action).toMatchObject({ status: 'pending', kind: 'privacy.arco_act' });
    const review = { approvalId: String(asked.item.action.id), version: String(asked.item.action.version) };
    // The maker cannot approve their own request.
    const own = await loaded(
      privacyCaseAction(api.post(path, { intent: 'approve', ...review }), { id: String(id) }),
    );
    expect((own as ActionFailure).key).toBe('backoffice:approvals.makerCannot');
    expect(
      redirectOf(
        await privacyCaseAction(asChecker(path, { intent: 'approve', ...review }), { id: String(id) }),
      ),
    ).toBe(path);
    const done = await loaded(privacyCaseLoader(api.get(path), { id: String(id) }));
    expect(done.item).toMatchObject({ status: 'completed', actResult: { corrected: ['secondLastName'] } });
    const me = await api.t.call('GET', '/web/private/client', { token: borrower.token });
    expect(me.body.data.secondLastName).toBe('Garcés');
  });
});
