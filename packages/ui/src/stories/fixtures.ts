// Data the stories share: long Spanish text to test wrapping, a schedule, a product.
export const LONG_LABEL =
  'Confirmo que la información que proporcioné es verdadera y autorizo la consulta de mi historial crediticio';
export const LONG_TEXT =
  'Tu solicitud está en revisión. Un analista verificará tus documentos en las próximas horas hábiles y te avisaremos por SMS y correo electrónico en cuanto tengamos una respuesta.';
export const TODAY = '2025-03-01';
