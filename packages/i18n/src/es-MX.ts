/**
 * Every Spanish (Mexico) namespace by name, tree-shakeable: import only what a route uses.
 * @example import { calculator, common } from '@lender/i18n/es-MX';
 */
import * as namespaces from './locales/es-MX/index';
import type { Resources } from './types';

export * from './locales/es-MX/index';

/** All Spanish namespaces at once. */
export const esMX: Resources = namespaces;
