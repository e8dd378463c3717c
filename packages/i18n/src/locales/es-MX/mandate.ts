/**
 * Direct-debit mandates (issue 66, ADR 325): the text the borrower accepts when signing (its version
 * and SHA-256 go into the NOM-151 evidence, so changing a word here needs a new
 * `MANDATE_TEXT_VERSION` in core) and "Tus domiciliaciones" on my loan.
 */
export const mandate = {
  text: {
    title: 'Autorización de cargos automáticos (domiciliación), versión {{version}}',
    grant:
      'Autorizo a {{company}} a cargar a mi {{method}} con terminación {{last4}} los pagos de mi crédito con contrato {{contract}}.',
    maximum: 'Cada cargo será de como máximo {{max, money}}.',
    dates:
      'Los cargos sólo podrán hacerse entre el {{from, date}} y el {{to, date}}: la fecha de pago de mi crédito y sus reintentos.',
    notice:
      'Me avisarán al menos {{days}} días hábiles antes de cada cargo, con el monto, la fecha y el medio de pago.',
    revoke:
      'Puedo cancelar esta autorización cuando quiera desde Mi préstamo, con efecto inmediato. Puedo objetar ante mi banco un cargo que no reconozca hasta 60 días naturales después del fin del mes en que se hizo.',
  },
  method: {
    clabe: 'cuenta CLABE',
    card: 'tarjeta',
  },
  section: {
    title: 'Tus domiciliaciones',
    empty: 'No tienes cargos automáticos autorizados.',
    summary: 'Cargo automático a tu {{method}} con terminación {{last4}}, hasta {{max, money}} por cargo.',
    active: 'Activa',
    revoked: 'Cancelada el {{date, date}}',
    revoke: 'Revocar',
    revokedDone: 'Listo: cancelaste la autorización. No haremos más cargos con ella.',
    inFlight:
      'Un cargo de {{amount, money}} ya se había enviado a tu banco antes de que cancelaras; puede aplicarse.',
  },
} as const;
