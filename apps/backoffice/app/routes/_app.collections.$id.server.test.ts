// @vitest-environment node
import type { ApiFailure } from '@lender/sdk';
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { parseContact, ruleRefusal } from './_app.collections.$id.server';

// A contact refused by the collection rules says why in full: when the window opens again, or how
// many contacts the day or the week already had and its limit (the API's params, never its codes).

const es = translator('es-MX');
const failure = (status: number, code: string, params: Record<string, string | number>): ApiFailure => ({
  status,
  success: false,
  data: null,
  errors: {},
  violations: [],
  message: 'refused',
  code,
  params,
  pagination: undefined,
});
const form = new FormData();
form.set('channel', 'call');

function words(response: unknown): string {
  const answer = (response as { data: ActionFailure }).data;
  expect(answer.values).toEqual({ channel: 'call' });
  return es(answer.key as never, answer.params);
}

describe('ruleRefusal', () => {
  it('says when the contact window opens again', () => {
    expect(
      words(
        ruleRefusal('contact', failure(409, 'outside_contact_window', { opensAt: '30.11.2026 07:00' }), form),
      ),
    ).toBe(
      'No se registró: estás fuera del horario permitido para contactar. Se puede volver a contactar desde el 30.11.2026 07:00.',
    );
  });

  it("words the day's and the week's caps apart", () => {
    const day = failure(429, 'contact_limit_reached', { count: 3, period: 'day', limit: 3 });
    const week = failure(429, 'contact_limit_reached', { count: 7, period: 'week', limit: 7 });
    expect(words(ruleRefusal('contact', day, form))).toBe(
      'No se registró: este préstamo ya llegó al límite diario de contactos de cobranza (hoy: 3; límite: 3).',
    );
    expect(words(ruleRefusal('contact', week, form))).toBe(
      'No se registró: este préstamo ya llegó al límite semanal de contactos de cobranza (últimos 7 días: 7; límite: 7).',
    );
  });
});

describe('a promise to pay typed by a collector', () => {
  const promised = (amount: string) => {
    const data = new FormData();
    for (const [name, value] of Object.entries({
      channel: 'call',
      direction: 'outbound',
      result: 'promised',
      to: '+525512345678',
      promiseDate: '2026-03-25',
      promiseAmount: amount,
    }))
      data.set(name, value);
    return parseContact(data);
  };

  it.each([
    ['25.50', 2550],
    ['3,219.24', 321924],
    ['$3,219.24', 321924],
    ['0.01', 1],
    ['500', 50000],
  ])('%s reaches the API as exactly those pesos', (typed, centavos) => {
    const read = promised(typed);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.body.promise?.date).toBe('2026-03-25');
    expect(Math.round((read.body.promise?.amount ?? 0) * 100)).toBe(centavos);
  });

  it.each([
    ['3219,24', 'backoffice:money.comma'],
    ['25.505', 'backoffice:money.decimals'],
    ['0', 'errors:code.invalid_format'],
    ['quinientos', 'errors:code.invalid_format'],
  ])('%s is refused on its field and nothing is sent', (typed, key) => {
    expect(promised(typed)).toEqual({ ok: false, fields: { promiseAmount: key } });
  });
});

describe('an outbound text names its approved template (issue 66)', () => {
  const contact = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries({
      channel: 'sms',
      direction: 'outbound',
      result: 'reached',
      to: '+525512345678',
      ...fields,
    }))
      data.set(name, value);
    return parseContact(data);
  };

  it.each([[''], ['0'], ['-3'], ['1.5'], ['abc']])(
    'an outbound SMS with template %j is refused on its field and nothing is sent',
    (templateId) => {
      expect(contact({ templateId })).toEqual({
        ok: false,
        fields: { templateId: 'backoffice:contactTemplates.picker.required' },
      });
      expect(es('backoffice:contactTemplates.picker.required')).toBe(
        'Elige una plantilla aprobada: un SMS, correo o WhatsApp de cobranza solo sale de una plantilla.',
      );
    },
  );

  it.each(['email', 'whatsapp'])('an outbound %s needs one too', (channel) => {
    expect(contact({ channel })).toMatchObject({ ok: false, fields: { templateId: expect.any(String) } });
  });

  it('sends the chosen template with the contact', () => {
    expect(contact({ templateId: '4' })).toMatchObject({ ok: true, body: { channel: 'sms', templateId: 4 } });
  });

  it('sends no template with a call or an inbound text, even one left in the form', () => {
    const call = contact({ channel: 'call', templateId: '4' });
    const inbound = contact({ direction: 'inbound', templateId: '4' });
    expect(call.ok && 'templateId' in call.body).toBe(false);
    expect(inbound.ok && 'templateId' in inbound.body).toBe(false);
    expect(contact({ channel: 'call' }).ok).toBe(true);
  });
});

describe('a contact the reachability and template rules refuse (issue 66)', () => {
  it.each([
    [
      403,
      'contact_not_verified',
      {},
      'No se registró: este número o correo no ha sido verificado por el cliente con un código; no se puede contactar.',
    ],
    [
      403,
      'contact_needs_reverification',
      { lastActiveOn: '2026-09-28' },
      'No se registró: este número lleva 60 días o más sin actividad del cliente (la última, el 28.09.2026) o lo contestó otra persona: hay que verificarlo de nuevo antes de llamar o escribir.',
    ],
    [
      422,
      'free_text_not_allowed',
      {},
      'No se registró: un SMS, correo o WhatsApp de cobranza solo sale de una plantilla aprobada. Elige una.',
    ],
    [
      422,
      'template_not_approved',
      {},
      'No se registró: esa plantilla ya no está aprobada o es de otro canal. Elige otra de la lista.',
    ],
  ])('%i %s is said in words, the date as Mexico writes it', (status, code, params, text) => {
    const response = ruleRefusal('contact', failure(status, code, params), form);
    expect((response as unknown as { init: { status: number } }).init.status).toBe(status);
    const said = words(response);
    expect(said).toBe(text);
    expect(said).not.toContain(code);
  });
});
