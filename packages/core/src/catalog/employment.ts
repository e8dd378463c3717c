import { catalog } from '@lender/i18n/es-MX';

/**
 * Employment statuses and positions of the registration's employment step (spec §7
 * `client/employment-statuses`, `client/employment-positions?employmentStatusKey`), with the
 * Spanish (Mexico) labels a borrower reads. Keys are stable API values; labels may change.
 */
export interface CatalogOption {
  readonly key: string;
  readonly label: string;
}

export const EMPLOYMENT_STATUS_KEYS = [
  'employed',
  'informal_employed',
  'self_employed',
  'business_owner',
  'retired',
  'student',
  'homemaker',
  'unemployed',
] as const;
export type EmploymentStatusKey = (typeof EMPLOYMENT_STATUS_KEYS)[number];

/** Spanish labels of the statuses (`@lender/i18n` catalog); the type checks that every key has one. */
export const EMPLOYMENT_STATUS_LABELS: Record<EmploymentStatusKey, string> = catalog.employmentStatus;

/** Position keys per status, in display order; a status without an occupation has none. */
const POSITION_KEYS = {
  employed: [
    'operator',
    'administrative',
    'sales',
    'customer_service',
    'technician',
    'driver',
    'security',
    'health',
    'teacher',
    'public_servant',
    'professional',
    'supervisor',
    'manager',
    'director',
    'other',
  ],
  informal_employed: ['domestic_worker', 'day_laborer', 'construction', 'sales', 'other'],
  self_employed: [
    'merchant',
    'trade',
    'app_driver',
    'independent_professional',
    'freelancer',
    'farmer',
    'other',
  ],
  business_owner: ['retail', 'food', 'services', 'manufacturing', 'transport', 'other'],
  retired: ['imss', 'issste', 'private_pension', 'other'],
  student: ['part_time', 'intern', 'scholarship'],
  homemaker: [],
  unemployed: [],
} as const satisfies {
  [S in EmploymentStatusKey]: S extends keyof typeof catalog.employmentPosition
    ? ReadonlyArray<keyof (typeof catalog.employmentPosition)[S]>
    : readonly [];
};

/** Positions per status with their labels from `@lender/i18n`. */
export const EMPLOYMENT_POSITIONS: Record<EmploymentStatusKey, readonly CatalogOption[]> = Object.fromEntries(
  EMPLOYMENT_STATUS_KEYS.map((status) => {
    const labels: Readonly<Record<string, string>> =
      status in catalog.employmentPosition
        ? catalog.employmentPosition[status as keyof typeof catalog.employmentPosition]
        : {};
    const keys: readonly string[] = POSITION_KEYS[status];
    return [status, keys.map((key) => ({ key, label: labels[key] as string }))];
  }),
) as unknown as Record<EmploymentStatusKey, readonly CatalogOption[]>;

export function isEmploymentStatusKey(key: string): key is EmploymentStatusKey {
  return (EMPLOYMENT_STATUS_KEYS as readonly string[]).includes(key);
}
