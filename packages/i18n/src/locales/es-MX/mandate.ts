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
  /** The payday charges under a mandate (ADR 329) and the pre-notice's "no me cobren" page. */
  charges: {
    title: 'Tus cargos en día de pago',
    paydays:
      'Los cargos se hacen en tus días de pago: los que comprobaste con tus recibos de nómina (XML) si los subiste y están al día; si no, los que nos diste al registrarte.',
    row: '{{amount, money}} el {{date, date}}',
    attempt: 'Intento {{attempt}}',
    status: {
      planned: 'Programado: te avisaremos antes de cobrarlo',
      noticed: 'Te avisamos: se cobra ese día',
      cancelled: 'Cancelado por ti: no se cobra',
      sent: 'Enviado a tu banco',
      paid: 'Cobrado: tu pago se registró',
      declined: 'Tu banco lo rechazó',
      objected: 'Lo objetaste ante tu banco',
      refused: 'No se cobró',
    },
    decline: {
      insufficient_funds: 'Fondos insuficientes: lo intentamos en tu siguiente día de pago',
      account_closed: 'La cuenta está cerrada: paga con otra forma de pago',
      objected: 'Objetado: ya no hacemos cargos automáticos',
    },
    parts: {
      inParts: 'En tu día de pago te cobramos en partes de máximo {{max, money}}.',
      whole: 'En tu día de pago te cobramos el monto completo en un solo cargo.',
      toParts: 'Cobrarme en partes de máximo {{max, money}}',
      toWhole: 'Cobrarme el monto completo',
    },
    cancel: {
      title: 'No me cobren',
      text: 'Vamos a cobrar {{amount, money}} el {{date, date}} a tu {{method}} con terminación {{last4}}. Si no quieres este cargo, cancélalo aquí y no lo hacemos; tendrás que pagar desde Mi préstamo.',
      submit: 'No me cobren',
      done: 'Listo: no cobraremos {{amount, money}} el {{date, date}}. Recuerda pagar desde Mi préstamo.',
      ended: 'Este cargo ya se envió a tu banco o ya terminó: no se puede detener.',
      invalid: 'Este enlace no es válido. Revisa que lo copiaste completo del mensaje que te enviamos.',
      myLoan: 'Ir a Mi préstamo',
    },
  },
} as const;
