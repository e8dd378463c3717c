import type { Translation } from '../../types';
import type { catalog as es } from '../es-MX/catalog';

/** Catalogue labels in English, for the back-office. */
export const catalog = {
  employment: {},
  relationship: {},
  idDocument: {},
  bank: {},
} as const satisfies Translation<typeof es>;
