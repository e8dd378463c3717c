// @vitest-environment node
import { createTranslator } from '@lender/i18n/i18next';
import { describe, expect, it } from 'vitest';
import { auditActorWords, auditFieldWords, auditReasonWords, auditValueWords } from './audit-words';

const es = createTranslator('es-MX');
const en = createTranslator('en');

describe('an audit value in the words of its declared kind (issues 36 and 48)', () => {
  it.each([
    ['application.status.14', ['status'], 14, 'Verificación manual'],
    ['loan.hold', ['status'], 6, 'En pausa'],
    ['loan.reopen', ['owed'], { amount: 4405.86, currency: 'MXN' }, '$4,405.86'],
    ['approval.approve', ['writtenOffCentavos'], 123456, '$1,234.56'],
    ['settings.amount_limits', ['amountTo'], 1_200_000, '$12,000.00'],
    ['client.register', ['fields'], ['mobilePhone', 'email'], 'Teléfono, Correo'],
    ['client.contact_read', ['fields'], ['phone', 'curp'], 'Teléfono, CURP'],
    ['client.contact_read', ['via'], 'collections', 'Cobranza'],
    ['user.update', ['role'], 'finance', 'Finanzas'],
    ['user.language', ['language'], 'en', 'Inglés'],
    ['payment.reverse', ['status'], 'reversed', 'Revertido'],
    ['approval.request', ['kind'], 'payment.reversal', 'Reversión de un pago'],
    ['loan.record_payment', ['paidOn'], '2026-11-25', '25.11.2026'],
    ['client.sandbox_start', ['active'], true, 'Sí'],
    ['client.sandbox_start', ['forcedStep'], 'id_document_upload', 'Identificación oficial'],
    ['approval.request', ['entity'], 'loan:2', 'Préstamo 2'],
    ['approval.request', ['entity'], 'settings:product', 'Configuración'],
    ['settings.provisioning', ['provisioning.current'], 0.0325, '3.25%'],
    ['settings.collection_rules', ['window.saturday'], null, '—'],
    ['settings.collection_rules', ['window.weekdays'], { from: '07:00', to: '22:00' }, '07:00 a 22:00'],
    ['settings.collection_rules', ['promise.maxDaysAhead'], 15, '15 días'],
    ['settings.collection_rules', ['promise.minAmountCentavos'], 100_00, '$100.00'],
    ['settings.banks', ['added'], ['012'], 'BBVA MEXICO (012)'],
    ['loan.create', ['brand'], 'm_lhuillier', 'M Lhuillier'],
    ['loan.create', ['method'], 'bank_transfer', 'Transferencia SPEI'],
    ['collections.contact', ['result'], 'wrong_number', 'Número equivocado'],
    ['reconciliation.import', ['channel'], 'cash', 'Efectivo (tiendas)'],
    ['reconciliation.not_ours', ['resolution'], 'not_ours', 'No es nuestro'],
    ['application.sign', ['documentHash'], '[redacted]', 'oculto'],
    // Masked by its key when stored (`totp`), whatever its kind.
    ['user.totp_reset', ['totpEnrolledAt'], '[redacted]', 'oculto'],
    [
      'approval.request',
      ['pricing'],
      { dailyInterestBps: { first: 80 }, fees: { serviceFee: { kind: 'percent', bps: 500 } } },
      'Interés diario: Primer préstamo: 0.80%; Comisiones: Comisión por servicio: Tipo: Porcentaje del monto; Porcentaje: 5.00%',
    ],
    ['approval.approve', ['applied'], ['dailyInterestBps', 'fees'], 'Interés diario, Comisiones'],
    [
      'approval.request',
      ['changes'],
      [{ field: 'provisioning.current', before: 0.02, after: 0.0325 }],
      'Reserva: al corriente: 2.00% → 3.25%',
    ],
  ] as const)('%s %j %j → %s', (action, path, value, words) => {
    expect(auditValueWords(es, action, path, value)).toMatchObject({ text: words, known: true });
  });

  it('links an id to its record and names a user by the name the API sent', () => {
    expect(auditValueWords(es, 'complaint.log', ['loanId'], 3)).toEqual({
      text: '#3',
      href: '/loans/3',
      known: true,
    });
    expect(auditValueWords(es, 'loan.extend', ['rollover'], 12)).toEqual({ text: '#12', known: true });
    expect(auditValueWords(es, 'collections.claim', ['claimedBy'], 7, { '7': 'Ana Pérez' })).toEqual({
      text: 'Ana Pérez',
      href: '/users/7',
      known: true,
    });
  });

  it('marks what the declaration does not know, and never shows a code as its words', () => {
    expect(auditFieldWords(es, 'loan.hold', ['someNewField'])).toEqual({
      text: 'Some new field',
      known: false,
    });
    expect(auditValueWords(es, 'complaint.log', ['cause'], 'new_cause')).toEqual({
      text: 'dato inválido',
      known: false,
    });
    expect(auditValueWords(es, 'loan.hold', ['overdueDays'], 'thirty').known).toBe(false);
    expect(auditValueWords(en, 'loan.reopen', ['owed'], 4405).known).toBe(false);
  });

  it('names a field by the record it belongs to, then by its parent', () => {
    expect(auditFieldWords(es, 'reconciliation.import', ['repeated']).text).toBe('Ya importadas');
    expect(auditFieldWords(es, 'approval.request', ['pricing', 'dailyInterestBps', 'repeated']).text).toBe(
      'Recurrentes',
    );
    expect(auditFieldWords(es, 'settings.amount_limits', ['first.minAmount']).text).toBe(
      'Mínimo del primer préstamo',
    );
    expect(auditFieldWords(en, 'complaint.log', ['clientId'])).toEqual({ text: 'Client', known: true });
  });
});

describe('who acted and why', () => {
  it('is the person with their role, the borrower, or the system', () => {
    expect(auditActorWords(es, { type: 'user', id: 3, name: 'Ana Pérez', role: 'agent' })).toEqual({
      text: 'Ana Pérez · Agente',
      href: '/users/3',
      known: true,
    });
    expect(auditActorWords(en, { type: 'user', id: 3, name: 'Ana Pérez', role: 'finance' }).text).toBe(
      'Ana Pérez · Finance',
    );
    expect(auditActorWords(es, { type: 'client', id: 10, name: 'María López', role: null }).text).toBe(
      'María López · Cliente',
    );
    expect(auditActorWords(es, { type: 'user', id: 9, name: null, role: null }).text).toBe(
      'Usuario 9 (ya no existe)',
    );
    expect(auditActorWords(es, { type: 'system', id: null, name: null, role: null }).text).toBe(
      'Sistema (proceso automático)',
    );
  });

  it("reads the system's reasons in words and a person's as they wrote it", () => {
    expect(auditReasonWords(es, 'offer_expired')).toBe('La oferta venció');
    expect(auditReasonWords(en, 'client_withdrew')).toBe('The client withdrew');
    expect(auditReasonWords(es, 'Fraude confirmado por el banco')).toBe('Fraude confirmado por el banco');
    expect(auditReasonWords(es, 'decision.underAge,decision.incomeTooLow')).not.toMatch(/decision\./);
  });
});
