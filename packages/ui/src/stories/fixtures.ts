import type { RepaymentScheduleLabels } from '../components/RepaymentSchedule';

// Data the stories (and the component tests) share: long Spanish text to test wrapping, a
// schedule's labels, a product.
export const LONG_LABEL =
  'Confirmo que la información que proporcioné es verdadera y autorizo la consulta de mi historial crediticio';
export const LONG_TEXT =
  'Tu solicitud está en revisión. Un analista verificará tus documentos en las próximas horas hábiles y te avisaremos por SMS y correo electrónico en cuanto tengamos una respuesta.';
export const TODAY = '2025-03-01';

/** The repayment schedule's column labels as the borrower site words them. */
export const REPAYMENT_SCHEDULE_LABELS: RepaymentScheduleLabels = {
  caption: 'Tabla de pagos',
  number: 'Pago',
  date: 'Fecha',
  principal: 'Capital',
  interest: 'Intereses',
  fees: 'Comisiones',
  vat: 'IVA',
  lateFees: 'Moratorios',
  total: 'Total',
  outstanding: 'Pendiente',
  status: 'Estado',
};
