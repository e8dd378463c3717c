/**
 * What the outbox sends: SMS, e-mails, payment reminders, referral invitations. Short, `tú`, and
 * never a personal datum beyond the first name (SMS travel in clear text).
 */
export const messages = {
  code: {
    sms_one: 'Tu código de verificación es {{code}}. Vence en {{count}} minuto. No lo compartas.',
    sms_many: 'Tu código de verificación es {{code}}. Vence en {{count}} de minutos. No lo compartas.',
    sms_other: 'Tu código de verificación es {{code}}. Vence en {{count}} minutos. No lo compartas.',
    emailSubject: 'Tu código de verificación',
    email_one: 'Tu código de verificación es {{code}}. Vence en {{count}} minuto.',
    email_many: 'Tu código de verificación es {{code}}. Vence en {{count}} de minutos.',
    email_other: 'Tu código de verificación es {{code}}. Vence en {{count}} minutos.',
    /** To the owner of a registered phone when someone asks for a registration code. */
    registeredNotice:
      'Alguien intentó registrarse con tu número. Si fuiste tú, inicia sesión o recupera tu contraseña; si no, ignora este mensaje.',
  },
  reminder: {
    subject: 'Recordatorio de pago',
    text: 'Hola {{firstName}}, tu pago vence {{when}}, el {{dueDate, date}}. Paga a tiempo y evita cargos moratorios.',
  },
  referral: {
    sms: '{{firstName}} te invita a pedir tu préstamo en línea. Regístrate con este número de celular para aceptar la invitación.',
    emailSubject: '{{firstName}} te invita a pedir tu préstamo en línea',
    email:
      '{{firstName}} te invita a pedir tu préstamo en línea. Regístrate con este correo electrónico para aceptar la invitación.',
  },
  /**
   * Borrower notices: one per money or application event, factual, with the
   * amount, the date and the next step, and who to ask (customer care, or collections once a
   * payment is late). Never a threat; SMS and e-mail carry the same words.
   */
  notice: {
    contactCc: '¿Dudas? Atención a clientes: {{phone, phone}} o {{email}}.',
    contactDc: '¿Quieres acordar cómo pagar? Cobranza: {{phone, phone}} o {{email}}.',
    applicationReceived: {
      subject: 'Recibimos tu solicitud',
      text: 'Hola {{firstName}}, recibimos tu solicitud de {{amount, money}} el {{date, date}}. La revisamos y te avisamos el resultado por este medio.',
    },
    applicationApproved: {
      subject: 'Tu préstamo está aprobado',
      text: 'Hola {{firstName}}, aprobamos tu préstamo de {{amount, money}}. Pagas {{total, money}} el {{dueDate, date}}; CAT {{cat, cat}}, para fines informativos y de comparación. Siguiente paso: entra a tu cuenta y firma tu contrato antes del {{expiresAt, dateTime}}.',
    },
    counterOffer: {
      subject: 'Tenemos una oferta para ti',
      text: 'Hola {{firstName}}, no podemos prestarte {{requested, money}}, pero te ofrecemos {{amount, money}}. Pagas {{total, money}} el {{dueDate, date}}; CAT {{cat, cat}}, para fines informativos y de comparación. Siguiente paso: entra a tu cuenta para aceptarla antes del {{expiresAt, dateTime}}. {{reasons}}',
    },
    manualReviewStarted: {
      subject: 'Estamos revisando tu solicitud',
      text: 'Hola {{firstName}}, estamos revisando tu solicitud de {{amount, money}} desde el {{date, date}}. No tienes que hacer nada por ahora: te avisamos el resultado por este medio.',
    },
    manualReviewFinished: {
      subject: 'Terminamos de revisar tu solicitud',
      approved:
        'Hola {{firstName}}, terminamos de revisar tu solicitud y la aprobamos: te prestamos {{amount, money}} y pagas {{total, money}} el {{dueDate, date}}; CAT {{cat, cat}}, para fines informativos y de comparación. Siguiente paso: entra a tu cuenta y firma tu contrato antes del {{expiresAt, dateTime}}.',
      counterOffer:
        'Hola {{firstName}}, terminamos de revisar tu solicitud: no podemos prestarte {{requested, money}}, pero te ofrecemos {{amount, money}}. Pagas {{total, money}} el {{dueDate, date}}; CAT {{cat, cat}}, para fines informativos y de comparación. Siguiente paso: entra a tu cuenta para aceptarla antes del {{expiresAt, dateTime}}. {{reasons}}',
      rejected:
        'Hola {{firstName}}, terminamos de revisar tu solicitud de {{amount, money}} y por ahora no podemos aprobarla. {{reasons}} {{reapply}}',
    },
    applicationRejected: {
      subject: 'Sobre tu solicitud',
      text: 'Hola {{firstName}}, por ahora no podemos aprobar tu solicitud de {{amount, money}}. {{reasons}} {{reapply}}',
    },
    moneySent: {
      subject: 'Te enviamos tu dinero',
      text: 'Hola {{firstName}}, el {{date, date}} te enviamos {{amount, money}} por SPEI con la referencia {{reference}}. Tu pago de {{total, money}} vence el {{dueDate, date}}; puedes pagar desde tu cuenta.',
    },
    paymentReceived: {
      subject: 'Recibimos tu pago',
      text: 'Hola {{firstName}}, el {{date, date}} recibimos tu pago de {{amount, money}}. Te falta pagar {{balance, money}}; tu fecha de pago es el {{dueDate, date}}.',
      settled:
        'Hola {{firstName}}, el {{date, date}} recibimos tu pago de {{amount, money}}. Con él cubres todo tu préstamo.',
      overpaid:
        'Hola {{firstName}}, el {{date, date}} recibimos tu pago de {{amount, money}}. Con él cubres todo tu préstamo y te sobran {{credit, money}}: es tu saldo a favor y te lo devolvemos a tu cuenta CLABE. Te avisamos cuando lo enviemos.',
    },
    paymentReversed: {
      subject: 'Revertimos un pago de tu préstamo',
      text: 'Hola {{firstName}}, revertimos tu pago de {{amount, money}} del {{date, date}}: no lo recibimos o se registró por error. Te falta pagar {{balance, money}}; tu fecha de pago es el {{dueDate, date}}. Si crees que es un error, llámanos.',
      settled:
        'Hola {{firstName}}, revertimos tu pago de {{amount, money}} del {{date, date}}: no lo recibimos o se registró por error. Tu saldo a favor lo cubrió y tu préstamo sigue pagado. Si crees que es un error, llámanos.',
    },
    refundSent: {
      subject: 'Te devolvimos tu saldo a favor',
      text: 'Hola {{firstName}}, el {{date, date}} te devolvimos {{amount, money}} de tu saldo a favor por SPEI a tu cuenta CLABE con terminación {{clabeLast4}}, con la referencia {{reference}}.',
      textAnyAccount:
        'Hola {{firstName}}, el {{date, date}} te devolvimos {{amount, money}} de tu saldo a favor por SPEI a tu cuenta CLABE, con la referencia {{reference}}.',
      /** After an earlier transfer of the refund came back: this one is the second. */
      resent:
        'Hola {{firstName}}, tu banco nos devolvió la primera transferencia de tu saldo a favor, así que la enviamos de nuevo: el {{date, date}} te devolvimos {{amount, money}} por SPEI a tu cuenta CLABE con terminación {{clabeLast4}}, con la referencia {{reference}}.',
      resentAnyAccount:
        'Hola {{firstName}}, tu banco nos devolvió la primera transferencia de tu saldo a favor, así que la enviamos de nuevo: el {{date, date}} te devolvimos {{amount, money}} por SPEI a tu cuenta CLABE, con la referencia {{reference}}.',
      /** Returned; the refund asked again goes to the same account (its last 4 digits are the ones on file). */
      failed:
        'Hola {{firstName}}, no pudimos devolverte {{amount, money}} de tu saldo a favor: tu banco rechazó la transferencia a tu cuenta CLABE con terminación {{clabeLast4}} y nos devolvió el dinero. Sigue siendo tuyo y ya pedimos enviártelo de nuevo a esa misma cuenta: revisa con tu banco que siga activa o cámbiala en tu perfil antes de que te lo enviemos.',
      /** Returned; the account on file is another one since. */
      failedOtherAccount:
        'Hola {{firstName}}, no pudimos devolverte {{amount, money}} de tu saldo a favor: tu banco rechazó la transferencia a tu cuenta CLABE con terminación {{clabeLast4}} y nos devolvió el dinero. Sigue siendo tuyo y ya pedimos enviártelo de nuevo, ahora a tu cuenta CLABE con terminación {{nextClabeLast4}}.',
      /** Returned; the accounts are not known by their digits. */
      failedAnyAccount:
        'Hola {{firstName}}, no pudimos devolverte {{amount, money}} de tu saldo a favor: tu banco rechazó la transferencia a tu cuenta CLABE y nos devolvió el dinero. Sigue siendo tuyo y ya pedimos enviártelo de nuevo a la cuenta CLABE de tu perfil: revisa que sea correcta y siga activa, o cámbiala ahí antes de que te lo enviemos.',
    },
    /** A bank statement showed money of the borrower's twice; it is held for them and refunded (reconciliation). */
    duplicateHeld: {
      subject: 'Tienes dinero a favor que te devolvemos',
      twice:
        'Hola {{firstName}}, el {{date, date}} recibimos el mismo pago dos veces: guardamos {{amount, money}} a tu favor y no se cobran a tu préstamo. Te lo devolvemos por SPEI a tu cuenta CLABE registrada en tu perfil y te avisamos cuando lo enviemos. Si esa cuenta cambió, actualízala en tu perfil antes.',
      overpaid:
        'Hola {{firstName}}, el {{date, date}} recibimos un pago de más: {{amount, money}} por algo que ya estaba pagado. Lo guardamos a tu favor y no se cobra a tu préstamo. Te lo devolvemos por SPEI a tu cuenta CLABE registrada en tu perfil y te avisamos cuando lo enviemos. Si esa cuenta cambió, actualízala en tu perfil antes.',
    },
    reliefDeferred: {
      subject: 'Diferimos tu pago por zona de desastre',
      text: 'Hola {{firstName}}, diferimos tu pago {{count}} mes(es) sin comisiones ni intereses moratorios, y te reportamos al corriente. Tu nueva fecha de pago es el {{dueDate, date}} y pagas {{balance, money}}.',
    },
    extensionDone: {
      subject: 'Extendimos tu préstamo',
      text: 'Hola {{firstName}}, extendimos tu préstamo {{days}} días. Tu nueva fecha de pago es el {{dueDate, date}} y pagas {{balance, money}}.',
    },
    reminderBefore: {
      subject: 'Recordatorio de pago',
      text: 'Hola {{firstName}}, tu pago de {{amount, money}} vence {{when}}, el {{dueDate, date}}. Puedes pagar desde tu cuenta.',
    },
    reminderAfter: {
      subject: 'Tu pago está pendiente',
      text: 'Hola {{firstName}}, tu pago venció el {{dueDate, date}} y hoy debes {{amount, money}}. Si ya pagaste, no tienes que hacer nada. Si no, paga desde tu cuenta o pide una extensión.',
    },
    loanPaidOff: {
      subject: 'Terminaste de pagar tu préstamo',
      text: 'Hola {{firstName}}, el {{date, date}} terminaste de pagar tu préstamo de {{amount, money}}. Tu carta de no adeudo está en tu cuenta, en Mis documentos. ¡Gracias!',
    },
    paymentPlan: {
      subject: 'Tu plan de pagos',
      requested:
        'Hola {{firstName}}, recibimos tu solicitud de plan de pagos: {{count}} pagos, el primero de {{amount, money}} el {{date, date}}. Te avisaremos cuando la revisemos; mientras, no se suman cargos nuevos por tu plan.',
      offered:
        'Hola {{firstName}}, te ofrecemos un plan de pagos sin cargos nuevos: {{count}} pagos por {{total, money}}, el primero de {{amount, money}} el {{date, date}}. Acéptalo en tu cuenta, en Mi préstamo.',
      approved:
        'Hola {{firstName}}, aprobamos tu plan de pagos: {{count}} pagos por {{total, money}}, el primero de {{amount, money}} el {{date, date}}. Mientras pagues a tiempo no se suman intereses moratorios.',
      declined:
        'Hola {{firstName}}, por ahora no podemos aprobar tu plan de pagos. Llámanos para buscar otra salida.',
      cured:
        'Hola {{firstName}}, pagaste a tiempo durante el periodo de observación de tu plan: tu préstamo ya está al corriente. Sigue con tus pagos hasta el {{dueDate, date}}.',
      completed: 'Hola {{firstName}}, terminaste tu plan de pagos. ¡Gracias por cumplir!',
      broken:
        'Hola {{firstName}}, no recibimos un pago de tu plan a tiempo y el plan terminó. Lo que debes vence desde el {{dueDate, date}} y genera intereses moratorios; llámanos para ponerte al corriente.',
    },
    debitPreNotice: {
      subject: 'Aviso de cargo automático',
      text: 'Hola {{firstName}}, el {{date, date}} cargaremos {{amount, money}} a tu {{method}} con terminación {{last4}}, como autorizaste en tu domiciliación. Si no quieres este cargo, tócalo aquí y no lo hacemos: {{url}}',
    },
    debitStopped: {
      subject: 'Ya no haremos cargos automáticos',
      insufficient_funds:
        'Hola {{firstName}}, no pudimos cobrar {{amount, money}} el {{date, date}} a tu {{method}} con terminación {{last4}} y ya no lo intentaremos de nuevo. Paga desde tu cuenta, en Mi préstamo, con otra forma de pago.',
      account_closed:
        'Hola {{firstName}}, tu banco nos dijo que tu {{method}} con terminación {{last4}} está cerrada, así que no cobramos {{amount, money}} el {{date, date}} ni haremos más cargos a esa cuenta. Paga desde tu cuenta, en Mi préstamo, con otra forma de pago.',
      objected:
        'Hola {{firstName}}, objetaste ante tu banco el cargo de {{amount, money}} del {{date, date}} a tu {{method}} con terminación {{last4}}. Ya no haremos cargos automáticos: paga desde tu cuenta, en Mi préstamo, con otra forma de pago.',
    },
    marketingFooter: 'Si ya no quieres recibir promociones, date de baja aquí: {{url}}',
    /** The paid-off letter (carta de no adeudo) kept in the borrower's documents. */
    paidOffLetter: {
      title: 'Carta de no adeudo',
      text: '{{legalName}} hace constar que {{fullName}} pagó en su totalidad el préstamo con número de contrato {{contractNumber}}, y que al {{date, date}} no tiene adeudo con nosotros por este préstamo.',
      loan: 'Número de contrato',
      principal: 'Monto prestado',
      signedOn: 'Fecha de firma',
      paidOn: 'Fecha de liquidación',
    },
  },
} as const;
