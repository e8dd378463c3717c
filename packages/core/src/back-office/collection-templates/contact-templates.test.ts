// Issue 66 (ADR 326): collection texts are checked by the rule list and approved by a second user;
// "¿Somos nosotros?" answers yes or no for the company's phones, its CLABEs and approved texts.
import { eq } from '@lender/db/orm';
import { collectionTemplates } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedTemplateOf,
  createCollectionsTestCore,
  overdueLoanOf,
  refusal,
} from '../../../testing/collections-fixtures';
import type { LendingTestCore } from '../../../testing/lending-fixtures';
import { contactCheck } from '../../collections/contact-check';
import { paymentReference } from '../../payments/payment-reference';
import { approve } from '../approve';
import { contactTemplates } from './contact-templates';
import { requestContactTemplate } from './request-contact-template';
import { brokenTemplateRule, messageMatchesTemplate } from './template-rules';

let t: LendingTestCore;
let ana: number;
let beto: number;
beforeAll(async () => {
  ({ t, ana, beto } = await createCollectionsTestCore());
});
afterAll(() => t.close());

describe('the rule list of collection texts', () => {
  it.each([
    ['threat', 'Hola {firstName}, si no pagas hoy habrá consecuencias.'],
    ['threat', 'Vamos a ir a tu casa por el pago de {amount}.'],
    ['threat', 'Publicaremos tu deuda en redes sociales.'],
    ['legal_bluff', 'Tu cuenta pasa hoy a nuestro despacho jurídico para iniciar una demanda.'],
    ['legal_bluff', 'Evita el EMBARGO de tus bienes: paga {amount}.'],
    ['family', 'Avisaremos a tu mamá de tu adeudo de {amount}.'],
    ['family', 'Tu Familia ya sabe que debes {amount}.'],
    ['employer', 'Hablaremos con tu jefe sobre tu pago.'],
    ['employer', 'Llamaremos a tu trabajo si no pagas {amount}.'],
    ['references', 'Tus referencias serán notificadas de tu atraso.'],
    ['free_text', 'Hola {firstName}, {mensaje}'],
    ['free_text', 'Hola {firstName}, paga {amount} {'],
  ])('refuses a text breaking "%s": %j', (rule, body) => {
    expect(brokenTemplateRule(body)?.rule).toBe(rule);
  });

  it.each([
    'Hola {firstName}, tu pago de {amount} del préstamo {contractNumber} venció el {dueDate}. Paga aquí: {link}',
    'Hola {firstName}, ¿podemos ayudarte con un plan de pagos? Entra a {link}',
    'Tu atraso se reporta a las sociedades de información crediticia. Paga {amount} en {link}',
  ])('lets a respectful text through: %j', (body) => {
    expect(brokenTemplateRule(body)).toBeNull();
  });

  it('matches a message to a template, placeholders filled, spaces, case and accents aside', () => {
    const body = 'Hola {firstName}, tu pago de {amount} venció. Paga aquí: {link}';
    expect(
      messageMatchesTemplate('HOLA  María,  tu pago de $1,200.00 vencio. Paga aqui: https://x.mx/p', body),
    ).toBe(true);
    expect(
      messageMatchesTemplate('Hola María, tu pago de $1,200.00 venció. Deposita a la cuenta 1234', body),
    ).toBe(false);
  });
});

describe('templates under maker-checker', () => {
  it('refuses a template with a threat with the rule named, and stores nothing (422 template_rule_broken)', async () => {
    const before = (await contactTemplates(t.core)).length;
    const refused = await refusal(
      requestContactTemplate(t.core, {
        actorId: ana,
        body: {
          name: 'Amenaza',
          channel: 'sms',
          body: 'Paga {amount} hoy o iniciaremos una acción legal y avisaremos a tu familia.',
          reason: 'Prueba',
        },
      }),
    );
    expect([refused.code, refused.status, refused.params?.rule]).toEqual([
      'template_rule_broken',
      422,
      'legal_bluff',
    ]);
    expect(await contactTemplates(t.core)).toHaveLength(before);
  });

  it('files a template unapproved; its maker may not approve it; another user does', async () => {
    const request = await requestContactTemplate(t.core, {
      actorId: ana,
      body: {
        name: 'Recordatorio',
        channel: 'sms',
        body: 'Hola {firstName}, paga {amount} en {link}',
        reason: 'Nuevo',
      },
    });
    expect(request).toMatchObject({ kind: 'collections.template', status: 'pending' });
    const templateId = Number(request.payload.templateId);
    const listed = () => contactTemplates(t.core).then((all) => all.find((row) => row.id === templateId));
    expect((await listed())?.approved).toBe(false);
    const own = await refusal(
      approve(t.core, { actorId: ana, params: { id: request.id }, body: { version: request.version } }),
    );
    expect(own.code).toBe('maker_cannot_approve');
    // A collector holds no `settings.approve`: only an admin checks collection texts.
    expect(
      (
        await refusal(
          approve(t.core, { actorId: beto, params: { id: request.id }, body: { version: request.version } }),
        )
      ).code,
    ).toBe('forbidden');
    const { templateId: other } = await approvedTemplateOf(t, ana, 'email');
    expect((await contactTemplates(t.core)).find((row) => row.id === other)?.approved).toBe(true);
    const [row] = await t.core.db.select().from(collectionTemplates).where(eq(collectionTemplates.id, other));
    expect(row?.checkerId).not.toBe(row?.makerId);
  });
});

describe('"¿Somos nosotros?"', () => {
  const check = (kind: 'phone' | 'clabe' | 'text', value: string, requester = '203.0.113.7') =>
    contactCheck(t.core, { body: { kind, value }, requester });

  it("says yes for the company's phones in any spelling, no for a look-alike", async () => {
    // DEMO_COMPANY: customer care 55 0000 0000, collections 55 0000 0002, the UNE 55 0000 0001.
    for (const phone of ['55 0000 0002', '+52 55 0000 0002', '(55) 0000-0000', '5500000001']) {
      expect(await check('phone', phone)).toEqual({ kind: 'phone', ours: true });
    }
    for (const phone of ['55 0000 0003', '55 0000 00022', '+1 55 0000 0002', 'llámanos']) {
      expect((await check('phone', phone)).ours).toBe(false);
    }
  });

  it('says yes for a CLABE the lender issued for a payment, no for any other', async () => {
    const loan = await overdueLoanOf(t);
    const reference = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'clabe',
        amount: { amount: 500 },
      },
    });
    expect(reference.clabe).toMatch(/^\d{18}$/);
    const answer = await check('clabe', `${reference.clabe?.slice(0, 6)} ${reference.clabe?.slice(6)}`);
    expect(answer).toEqual({ kind: 'clabe', ours: true });
    // The borrower's own CLABE (the fixture's) is valid but not the lender's; a typo is not valid.
    expect((await check('clabe', '002010077777777771')).ours).toBe(false);
    expect((await check('clabe', `${reference.clabe?.slice(0, 17)}0`)).ours).toBe(false);
  });

  it('says yes for an approved text as sent, no for a random or unapproved one', async () => {
    const { body } = await approvedTemplateOf(
      t,
      ana,
      'whatsapp',
      'Hola {firstName}, soy tu asesor de cobranza. Tu saldo es {amount}; consulta en {link}',
    );
    const sent = body
      .replace('{firstName}', 'Luis')
      .replace('{amount}', '$950.00')
      .replace('{link}', 'https://x.mx/a');
    expect(await check('text', sent)).toEqual({ kind: 'text', ours: true });
    expect((await check('text', 'Deposita hoy $950 a la cuenta 1234 o te demandamos')).ours).toBe(false);
    await requestContactTemplate(t.core, {
      actorId: ana,
      body: {
        name: 'Sin aprobar',
        channel: 'sms',
        body: 'Texto pendiente de {amount} por aprobar',
        reason: 'x',
      },
    });
    expect((await check('text', 'Texto pendiente de $10.00 por aprobar')).ours).toBe(false);
  });

  it('limits each caller per minute (429 rate_limited) and never says whose it is', async () => {
    const limit = (await t.core.limits()).uniquenessChecksPerMinute;
    for (let i = 0; i < limit; i += 1) {
      expect(Object.keys(await check('phone', '55 0000 0002', '198.51.100.9'))).toEqual(['kind', 'ours']);
    }
    const refused = await refusal(check('phone', '55 0000 0002', '198.51.100.9'));
    expect([refused.code, refused.status]).toEqual(['rate_limited', 429]);
    expect((await check('phone', '55 0000 0002', '198.51.100.10')).ours).toBe(true);
  });
});
