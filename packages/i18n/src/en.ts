/**
 * The English back-office namespaces (developers and auditors; admins choose it per user).
 * @example import { backoffice } from '@lender/i18n/en';
 */
import { backoffice, catalog, errors } from './locales/en/index';
import type { BackofficeResources } from './types-en';

export { backoffice, catalog, errors };

/** All English namespaces at once. */
export const en: BackofficeResources = { backoffice, catalog, errors };
