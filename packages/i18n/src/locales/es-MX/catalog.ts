/** Labels of the product's catalogues (employment, relationships, documents, banks where ours). */
export const catalog = {
  employment: {},
  relationship: {},
  idDocument: {},
  bank: {},
} as const;
