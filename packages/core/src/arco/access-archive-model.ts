import { moneyView } from '@lender/calculator/kernel';
import { APPLICATION_STATUS } from '@lender/calculator/platform';

/** The sections of an access archive, in their order (words: `documents:accessArchive.section`). */
export const ARCHIVE_SECTIONS = [
  'profile',
  'applications',
  'loans',
  'payments',
  'cfdis',
  'documents',
  'consents',
  'notices',
  'collections',
  'complaints',
  'privacyRequests',
  'audit',
  'identity',
  'bankLinks',
  'cards',
  'signals',
  'sessions',
  'behaviour',
  'paymentPlans',
  'reliefDeferrals',
  'speiClaims',
  'referrals',
  'messages',
] as const;
export type ArchiveSection = (typeof ARCHIVE_SECTIONS)[number];

/** A value of a section: JSON as the API writes it (money `{ amount, currency }` in pesos, ISO instants). */
export type ArchiveValue =
  | string
  | number
  | boolean
  | null
  | readonly ArchiveValue[]
  | { readonly [key: string]: ArchiveValue | undefined };
export type ArchiveRecord = { readonly [key: string]: ArchiveValue | undefined };

/** A file to put in the archive as it is: a stored one (by its key) or one held in a column (a CFDI's XML). */
export type ArchiveFile =
  | { readonly path: string; readonly storageKey: string }
  | { readonly path: string; readonly content: string };

/** Everything held about a borrower, by section, and the files to copy. */
export interface ArchiveContent {
  readonly fullName: string;
  readonly sections: Readonly<Record<ArchiveSection, ArchiveRecord | readonly ArchiveRecord[]>>;
  readonly files: readonly ArchiveFile[];
}

/** An instant as ISO 8601 (UTC), or null. */
export const iso = (instant: Date | null) => instant?.toISOString() ?? null;
/** Centavos as the API writes money, or null. */
export const money = (centavos: number | null) => (centavos === null ? null : { ...moneyView(centavos) });
/** A stored JSON value as it is. */
export const json = (value: unknown) => (value ?? null) as ArchiveValue;

/** A status by its name (`active`), which the archive's PDF reads in words; the JSON keeps it too. */
export const namesOf = (codes: Readonly<Record<string, number>>): Readonly<Record<number, string>> =>
  Object.fromEntries(Object.entries(codes).map(([name, code]) => [code, name]));
export const APPLICATION_STATUS_NAME = namesOf(APPLICATION_STATUS);
