/**
 * Las plantillas de cobranza: la biblioteca, el selector del caso y los rechazos de un contacto por
 * teléfono o correo sin verificar o sin plantilla.
 */
export const contactTemplates = {
  title: 'Plantillas de cobranza',
  link: 'Plantillas de mensajes',
  intro:
    'Un SMS, correo o WhatsApp de cobranza solo sale de una plantilla aprobada; nunca se escribe texto libre a un cliente. Quien propone una plantilla no la puede aprobar: la aprueba otra persona en Aprobaciones.',
  empty: 'Aún no hay plantillas.',
  columns: {
    name: 'Nombre',
    channel: 'Canal',
    body: 'Texto',
    status: 'Estado',
    createdAt: 'Propuesta el',
  },
  status: {
    pending: 'Pendiente de aprobación',
    approved: 'Aprobada',
    rejected: 'Rechazada',
    cancelled: 'Retirada por quien la propuso',
  },
  approvedAt: 'El {{date}}',
  rejectedBecause: 'Motivo: {{reason}}',
  newTitle: 'Proponer una plantilla',
  name: 'Nombre',
  channel: 'Canal',
  body: 'Texto',
  bodyHint:
    'Solo puedes usar estos datos entre llaves, que el sistema llena: {{firstName}} (nombre del cliente), {{amount}} (monto), {{dueDate}} (fecha de pago), {{contractNumber}} (contrato) y {{link}} (liga de pago). Sin amenazas, sin mencionar abogados ni demandas, familia, trabajo o referencias.',
  reason: 'Para qué sirve (lo lee quien aprueba)',
  submit: 'Enviar a aprobación',
  filed:
    'Plantilla «{{name}}» enviada a aprobación (solicitud {{id}}). Otra persona la aprueba en Aprobaciones.',
  nameLength: 'Escribe un nombre de 3 a 80 caracteres.',
  bodyLength: 'Escribe el texto, de 10 a 1,000 caracteres.',
  reasonLength: 'Explica para qué sirve, de 3 a 500 caracteres.',
  ruleBroken:
    'No se envió: el texto rompe una regla de los mensajes de cobranza. Lo que la rompe: «{{match}}». Corrígelo y vuelve a enviarlo.',
  rules: {
    threat:
      'El texto suena a amenaza (visitas a su casa, cárcel, policía, exhibirlo o «consecuencias»). Quítalo.',
    legal_bluff:
      'El texto amenaza con acciones legales (demanda, embargo, juicio, abogados, delito). No se permite en cobranza.',
    family: 'El texto menciona a la familia del cliente. Solo se habla del cliente y su deuda.',
    employer: 'El texto menciona el trabajo, el jefe o el empleador del cliente. Quítalo.',
    references:
      'El texto menciona referencias, avales, vecinos, amigos u otras personas. Solo se habla con el cliente.',
    free_text:
      'El texto tiene llaves que el sistema no llena. Usa solo {{firstName}}, {{amount}}, {{dueDate}}, {{contractNumber}} y {{link}}.',
  },
  picker: {
    label: 'Plantilla',
    choose: 'Elige una plantilla',
    none: 'No hay plantillas aprobadas para este canal.',
    text: 'Texto que se envía',
    required:
      'Elige una plantilla aprobada: un SMS, correo o WhatsApp de cobranza solo sale de una plantilla.',
  },
  refused: {
    notVerified:
      'No se registró: este número o correo no ha sido verificado por el cliente con un código; no se puede contactar.',
    needsReverification:
      'No se registró: este número lleva 60 días o más sin actividad del cliente (la última, el {{lastActiveOn}}) o lo contestó otra persona: hay que verificarlo de nuevo antes de llamar o escribir.',
    freeText:
      'No se registró: un SMS, correo o WhatsApp de cobranza solo sale de una plantilla aprobada. Elige una.',
    templateNotApproved:
      'No se registró: esa plantilla ya no está aprobada o es de otro canal. Elige otra de la lista.',
  },
} as const;
