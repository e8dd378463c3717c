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

/** Spanish labels of the statuses; the record type checks that every key has one. */
const STATUS_LABELS: Record<EmploymentStatusKey, string> = {
  employed: 'Empleado formal (con nómina)',
  informal_employed: 'Empleado sin nómina',
  self_employed: 'Trabajador independiente',
  business_owner: 'Dueño de negocio',
  retired: 'Pensionado o jubilado',
  student: 'Estudiante',
  homemaker: 'Dedicado al hogar',
  unemployed: 'Desempleado',
};

/** Positions per status; a status without an occupation (unemployed, homemaker) has none. */
const POSITIONS: Record<EmploymentStatusKey, readonly CatalogOption[]> = {
  employed: [
    { key: 'operator', label: 'Operario u obrero' },
    { key: 'administrative', label: 'Auxiliar administrativo' },
    { key: 'sales', label: 'Vendedor o ejecutivo de ventas' },
    { key: 'customer_service', label: 'Atención a clientes o cajero' },
    { key: 'technician', label: 'Técnico' },
    { key: 'driver', label: 'Chofer o repartidor' },
    { key: 'security', label: 'Seguridad o vigilancia' },
    { key: 'health', label: 'Personal de salud' },
    { key: 'teacher', label: 'Docente' },
    { key: 'public_servant', label: 'Servidor público' },
    { key: 'professional', label: 'Profesionista' },
    { key: 'supervisor', label: 'Supervisor o jefe de área' },
    { key: 'manager', label: 'Gerente' },
    { key: 'director', label: 'Director' },
    { key: 'other', label: 'Otro' },
  ],
  informal_employed: [
    { key: 'domestic_worker', label: 'Trabajador del hogar' },
    { key: 'day_laborer', label: 'Jornalero' },
    { key: 'construction', label: 'Albañil o ayudante de obra' },
    { key: 'sales', label: 'Vendedor' },
    { key: 'other', label: 'Otro' },
  ],
  self_employed: [
    { key: 'merchant', label: 'Comerciante' },
    { key: 'trade', label: 'Oficio (plomero, electricista, carpintero…)' },
    { key: 'app_driver', label: 'Conductor de plataforma o taxista' },
    { key: 'independent_professional', label: 'Profesionista independiente' },
    { key: 'freelancer', label: 'Trabajador por proyecto (freelance)' },
    { key: 'farmer', label: 'Agricultor o ganadero' },
    { key: 'other', label: 'Otro' },
  ],
  business_owner: [
    { key: 'retail', label: 'Comercio' },
    { key: 'food', label: 'Alimentos y bebidas' },
    { key: 'services', label: 'Servicios' },
    { key: 'manufacturing', label: 'Manufactura' },
    { key: 'transport', label: 'Transporte' },
    { key: 'other', label: 'Otro' },
  ],
  retired: [
    { key: 'imss', label: 'Pensionado IMSS' },
    { key: 'issste', label: 'Pensionado ISSSTE' },
    { key: 'private_pension', label: 'Pensión privada o de empresa' },
    { key: 'other', label: 'Otro' },
  ],
  student: [
    { key: 'part_time', label: 'Trabaja medio tiempo' },
    { key: 'intern', label: 'Becario o prácticas profesionales' },
    { key: 'scholarship', label: 'Con beca' },
  ],
  homemaker: [],
  unemployed: [],
};

/** The statuses in display order. */
export function employmentStatuses(): CatalogOption[] {
  return EMPLOYMENT_STATUS_KEYS.map((key) => ({ key, label: STATUS_LABELS[key] }));
}

export function isEmploymentStatusKey(key: string): key is EmploymentStatusKey {
  return (EMPLOYMENT_STATUS_KEYS as readonly string[]).includes(key);
}

/** The positions of a status, or `undefined` when the status key is unknown. */
export function employmentPositions(statusKey: string): CatalogOption[] | undefined {
  return isEmploymentStatusKey(statusKey) ? [...POSITIONS[statusKey]] : undefined;
}
