// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n';
import { bulkApproveNotice, parseDecision } from './_app.queue.server';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('parseDecision', () => {
  it('reads an approval, a rejection and a decrease in pesos', () => {
    expect(parseDecision(form({ decision: 'approve', reason: 'Todo en orden' }))).toEqual({
      ok: true,
      decision: { decision: 'approve', reason: 'Todo en orden' },
    });
    expect(parseDecision(form({ decision: 'reject', reason: 'Ingresos no comprobables' }))).toMatchObject({
      ok: true,
      decision: { decision: 'reject' },
    });
    expect(
      parseDecision(form({ decision: 'approve_decrease', amount: '2500.50', reason: 'Capacidad de pago' })),
    ).toEqual({
      ok: true,
      decision: {
        decision: 'approve_decrease',
        amount: { amount: 2500.5, currency: 'MXN' },
        reason: 'Capacidad de pago',
      },
    });
  });

  it.each([
    ['no reason', { decision: 'approve', reason: ' ' }, { reason: 'backoffice:client.reasonRequired' }],
    [
      'a decrease without an amount',
      { decision: 'approve_decrease', reason: 'Capacidad' },
      { amount: 'backoffice:queue.amountRequired' },
    ],
    [
      'a fractional centavo',
      { decision: 'approve_decrease', amount: '10.001', reason: 'Capacidad' },
      { amount: 'backoffice:money.decimals' },
    ],
    [
      'an unknown decision',
      { decision: 'maybe', reason: 'Capacidad' },
      { decision: 'backoffice:queue.decisionRequired' },
    ],
  ])('refuses %s, field by field, sending nothing', (_name, fields, expected) => {
    expect(parseDecision(form(fields))).toEqual({ ok: false, fields: expected });
  });
});

describe('bulkApproveNotice', () => {
  it.each([
    ['25.50', 25.5],
    ['3,219.24', 3219.24],
    ['0.01', 0.01],
  ])('a decrease of %s reaches the API as exactly those pesos', (amount, pesos) => {
    const read = parseDecision(form({ decision: 'approve_decrease', amount, reason: 'Capacidad' }));
    expect(read).toEqual({
      ok: true,
      decision: {
        decision: 'approve_decrease',
        amount: { amount: pesos, currency: 'MXN' },
        reason: 'Capacidad',
      },
    });
    if (read.ok && read.decision.decision === 'approve_decrease')
      expect(Math.round(read.decision.amount.amount * 100)).toBe(Number(amount.replace(/[,.]/g, '')));
  });

  it('a decrease typed with a decimal comma is refused with its own words, never read as 321924', () => {
    expect(
      parseDecision(form({ decision: 'approve_decrease', amount: '3219,24', reason: 'Capacidad' })),
    ).toEqual({
      ok: false,
      fields: { amount: 'backoffice:money.comma' },
    });
  });

  it('says which case was left and why in words: an amount out of limits is to be decided alone', () => {
    const notice = bulkApproveNotice(translator('es-MX'), [
      { applicationId: 7, approved: false, code: 'validation_failed', application: null },
    ]);
    expect(notice.tone).toBe('warning');
    expect(translator('es-MX')(notice.key, notice.params)).toBe(
      'Se aprobaron 0; 1 no: la solicitud 7, el monto pedido está fuera de los límites del producto: ábrela para ofrecer uno menor.',
    );
  });
});
