/** The application: decision, offer, counter-offers and signing (spec §2 application routes). */
export const application = {
  apply: { title: 'Tu solicitud', submit: 'Solicitar préstamo' },
  loading: {
    title: 'Estamos revisando tu solicitud',
    text: 'Tarda menos de un minuto. No cierres esta página.',
  },
  accepted: {
    title: '¡Tu préstamo está aprobado!',
    text: 'Te prestamos {{amount, money}}. Pagas {{total, money}} el {{date, date}}.',
    cashTitle: 'Tu dinero está listo para recoger',
    cashText: 'Recógelo en {{brand}} con esta referencia: {{reference}}.',
  },
  rejected: {
    title: 'Por ahora no podemos prestarte',
    text: 'Revisamos tu solicitud y esta vez no fue aprobada. Puedes intentarlo de nuevo en {{days}} días.',
  },
  manualVerification: {
    title: 'Estamos revisando tus documentos',
    text: 'Una persona de nuestro equipo los revisa. Te avisamos por SMS en cuanto terminemos.',
  },
  offer: {
    title: 'Tu oferta',
    amount: 'Te prestamos',
    total: 'Pagas en total',
    dueDate: 'Fecha límite de pago',
    cat: 'CAT',
    interestRate: 'Tasa de interés anual',
    fees: 'Comisiones + IVA',
    lateFee: 'Si pagas tarde',
    expiresIn_one: 'Esta oferta vence en {{count}} hora.',
    expiresIn_many: 'Esta oferta vence en {{count}} de horas.',
    expiresIn_other: 'Esta oferta vence en {{count}} horas.',
    read: 'Lee antes de firmar',
    sign: 'Firmar con código SMS',
    signText: 'Te enviamos un código al {{phone}}. Escríbelo para firmar tu contrato.',
  },
  increase: {
    title: '¡Te podemos prestar más!',
    text: 'Antes: {{old, money}}. Ahora: {{new, money}}.',
    accept: 'Quiero el nuevo monto',
    keep: 'Me quedo con el anterior',
  },
  decrease: {
    title: 'Te podemos prestar un monto menor',
    text: 'Pediste {{old, money}}. Te podemos prestar {{new, money}}.',
    accept: 'Aceptar {{new, money}}',
    decline: 'No, gracias',
  },
  disbursement: {
    title: '¿Cómo quieres recibir tu dinero?',
    spei: 'Transferencia a tu cuenta (SPEI)',
    cash: 'En efectivo',
  },
} as const;
