import type { ContactRelation } from '@lender/contracts';
import type { Database } from '@lender/db';
import { catalog } from '@lender/i18n/es-MX';
import { CoreError } from '../errors/core-error';
import { banks } from './banks';
import { employmentStatuses } from './employment-statuses';

/**
 * Classifications (spec §3: "key-to-label map"; spec §7 `classification/{path}?locale` and the
 * classification list `?group=clients&name=banks|banks_enabled`). Labels are Spanish (Mexico):
 * the only locale the product speaks (spec §9: `es`, fallback `es-MX`), so both locales give the
 * same labels. Keys are stable API values.
 */
export type ClassificationMap = Readonly<Record<string, string>>;

/** Locales a classification may be asked in (spec §9). */
export const CLASSIFICATION_LOCALES = ['es', 'es-MX'] as const;
export type ClassificationLocale = (typeof CLASSIFICATION_LOCALES)[number];

/** The one group of the classification list (spec §7 `group=clients`). */
export const CLASSIFICATION_GROUP = 'clients';

/** The static maps, labels from `@lender/i18n`'s catalog (keys are the API's). */
const STATIC_CLASSIFICATIONS = {
  marital_statuses: catalog.maritalStatus,
  education_levels: catalog.educationLevel,
  housing_types: catalog.housingType,
  // One list: exactly the keys the reference and contact steps accept (`CONTACT_RELATIONS`).
  relationships: catalog.relationship satisfies Record<ContactRelation, string>,
  pay_cycles: catalog.payCycle,
  genders: catalog.gender,
  loan_purposes: catalog.loanPurpose,
} as const satisfies Record<string, ClassificationMap>;

/** Every classification path `GET /web/public/classification/{path}` answers. */
export const CLASSIFICATION_PATHS = [
  ...(Object.keys(STATIC_CLASSIFICATIONS) as Array<keyof typeof STATIC_CLASSIFICATIONS>),
  'employment_statuses',
  'banks',
  'banks_enabled',
] as const;
export type ClassificationPath = (typeof CLASSIFICATION_PATHS)[number];

function isClassificationPath(path: string): path is ClassificationPath {
  return (CLASSIFICATION_PATHS as readonly string[]).includes(path);
}

/**
 * The key-to-label map at `path`, or `undefined` when there is none. Banks map their 3-digit code to
 * their name; `banks_enabled` holds only the enabled ones.
 */
export async function classificationMap(
  ctx: { readonly db: Database },
  path: string,
): Promise<ClassificationMap | undefined> {
  if (!isClassificationPath(path)) return undefined;
  switch (path) {
    case 'employment_statuses':
      return Object.fromEntries(employmentStatuses().map((status) => [status.key, status.label]));
    case 'banks':
      return Object.fromEntries((await banks(ctx)).map((bank) => [bank.code, bank.name]));
    case 'banks_enabled': {
      const all = await banks(ctx);
      return Object.fromEntries(all.filter((bank) => bank.enabled).map((bank) => [bank.code, bank.name]));
    }
    default:
      return STATIC_CLASSIFICATIONS[path];
  }
}

/**
 * `public.classification` (`GET /web/public/classification/{path}?locale`): the map at the path
 * ({@link classificationMap}; both locales give the same labels), `not_found` when there is none.
 */
export async function classification(
  ctx: { readonly db: Database },
  input: { readonly params: { readonly path: string } },
): Promise<ClassificationMap> {
  const map = await classificationMap(ctx, input.params.path);
  if (!map) throw new CoreError('not_found');
  return map;
}
