/** Public pages and documents, the agreement, the carátula, the schedule and extension agreements. */
export const documents = {
  list: {
    title: 'Documentos',
    privacy: 'Aviso de privacidad',
    terms: 'Términos y condiciones',
    contract: 'Contrato de crédito',
    caratula: 'Carátula',
    schedule: 'Tabla de pagos',
    extension: 'Convenio de prórroga',
    buro: 'Autorización para consultar tu historial crediticio',
  },
} as const;
