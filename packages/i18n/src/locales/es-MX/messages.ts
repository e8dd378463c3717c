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
} as const;
