// The registration wizard's stages and fields, shared by its route, its server module and its
// details form (no server code).

/** The wizard's three pre-account stages. */
export type Stage = 'phone' | 'code' | 'details';
/** The query parameter naming a stage (`?paso=codigo`). */
export const STAGE_PARAM = 'paso';
export const STAGES: Record<string, Stage> = { celular: 'phone', codigo: 'code', datos: 'details' };
export const PARAM_OF: Record<Stage, string> = { phone: 'celular', code: 'codigo', details: 'datos' };
/** The consents of the details step (checkboxes: `on` when ticked). */
export const CONSENT_FIELDS = [
  'privacyNotice',
  'termsAndConditions',
  'creditBureau',
  'marketing',
  'scoring',
] as const;
export type ConsentField = (typeof CONSENT_FIELDS)[number];
