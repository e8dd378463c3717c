/**
 * Issue 66 (ADR 326): "Quién te contactó y cuándo" on my loan — every collection contact with its
 * time, channel, agent code and template, and a complaint to the UNE from any of them — and the
 * public page "¿Somos nosotros?", where anyone checks a phone, a CLABE or a message.
 */
export const contactLog = {
  title: 'Quién te contactó y cuándo',
  lead: 'Cada llamada, SMS, correo o WhatsApp de cobranza sobre tus préstamos. Solo te contactamos a ti, al teléfono y correo que verificaste; nunca a tus referencias ni a tu familia.',
  empty: 'Nadie de cobranza te ha contactado.',
  caption: 'Contactos de cobranza',
  when: 'Fecha y hora',
  channelLabel: 'Medio',
  agent: 'Agente',
  template: 'Mensaje',
  resultLabel: 'Resultado',
  noTemplate: 'Sin mensaje escrito',
  complain: 'Presentar una queja',
  complainLabel: 'Presentar una queja a la UNE por el contacto del {{when}}',
  complaintText:
    'Quiero presentar una queja por el contacto de cobranza del {{when}} ({{channel}}, agente {{agentCode}}, préstamo {{contractNumber}}). Lo que pasó: ',
  channel: { call: 'Llamada', sms: 'SMS', email: 'Correo', whatsapp: 'WhatsApp' },
  direction: { outbound: 'Te contactamos', inbound: 'Nos contactaste' },
  result: {
    reached: 'Hablamos contigo',
    no_answer: 'No contestaste',
    wrong_number: 'Contestó otra persona',
    refused: 'No quisiste hablar',
    promised: 'Prometiste un pago',
  },
} as const;

export const contactCheck = {
  title: '¿Somos nosotros?',
  footerLink: '¿Somos nosotros? Verifica un contacto',
  lead: 'Si alguien te llama, te escribe o te pide un depósito a nuestro nombre, verifica aquí si de verdad somos nosotros antes de pagar o dar tus datos.',
  kind: '¿Qué quieres verificar?',
  kinds: {
    phone: 'Un número de teléfono',
    clabe: 'Una CLABE para depositar',
    text: 'El texto de un mensaje',
  },
  value: 'Escríbelo o pégalo aquí',
  valueHint: 'No guardamos lo que escribes. La respuesta es solo sí o no.',
  submit: 'Verificar',
  yes: 'Sí, es nuestro.',
  yesText: 'Este {{kind}} es de {{company}}.',
  no: 'No lo reconocemos.',
  noText:
    'No es un {{kind}} nuestro. No deposites ni des tus datos. Llámanos al {{phone}} o presenta una queja.',
  kindWord: { phone: 'número', clabe: 'CLABE', text: 'mensaje' },
  required: 'Escribe lo que quieres verificar.',
  tooMany: 'Hiciste muchas consultas seguidas. Espera un minuto e inténtalo de nuevo.',
  unavailable: 'No pudimos verificarlo en este momento. Inténtalo de nuevo en unos minutos.',
} as const;
