// The client record's tabs (`routes/_app.clients.$id.tsx`), shared by its page and its loader.

export const TABS = [
  'summary',
  'applications',
  'loans',
  'payments',
  'debits',
  'documents',
  'consents',
  'messages',
  'audit',
  'offer',
] as const;
export type ClientTab = (typeof TABS)[number];
