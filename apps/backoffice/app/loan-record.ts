import type { MessageKey } from '@lender/i18n';

// The loan record's tabs (`routes/_app.loans.$id.tsx`), shared by its page and its loader.

/** The loan page's tabs (the API answers the whole page in one call; the tab picks what shows). */
export const TABS = ['schedule', 'payments', 'ledger', 'extensions', 'documents'] as const;
export type LoanTab = (typeof TABS)[number];
export const TAB_LABELS: Record<LoanTab, MessageKey> = {
  schedule: 'backoffice:loans.schedule',
  payments: 'backoffice:loans.payments',
  ledger: 'backoffice:client.ledger',
  extensions: 'backoffice:loans.extensions',
  documents: 'backoffice:tabs.documents',
};
