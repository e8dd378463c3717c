import type { EndpointRouteOptions } from '../../http/endpoint-route';

/**
 * Public catalogues (spec §7 Public): classifications (Spanish key-to-label maps), the
 * classification list (`group=clients&name=banks|banks_enabled`), SPEI banks, employment statuses
 * and positions, the ID-photo age setting and the HelloSoda check (sandbox adapter by default).
 * Each is a table line's route options: this API's description, the success answered `OK`.
 */
function described(description: string): { route: EndpointRouteOptions } {
  return { route: { description, successDescription: 'OK' } };
}

export const classificationListOptions = described(
  '`name=banks` lists every SPEI bank `{ value: code, label: name }`; `name=banks_enabled` the codes that may ' +
    'receive disbursements (the `banks_enabled` setting); the client keeps a bank only when it is in both. Any ' +
    'classification name works too. The only group is `clients`.',
);

export const classificationOptions = described(
  'Paths: marital_statuses, education_levels, housing_types, relationships, pay_cycles, genders, loan_purposes, ' +
    'employment_statuses, banks, banks_enabled. Labels are Spanish (Mexico) for `es` and `es-MX`.',
);

export const banksOptions = described(
  'Every current SPEI participant of `@lender/clabe`, flagged `enabled` by the setting.',
);

export const companyOptions = described(
  "The lender's identity from the `COMPANY_*` variables (the DEMO company, `demo: true`, without them): " +
    'what the contract, its cover sheet, receipts and notices print, for the site footer to show the same.',
);

export const employmentStatusesOptions = described(
  'Employment statuses with Spanish labels, in display order.',
);

export const employmentPositionsOptions = described(
  'Positions of an employment status (none for unemployed or homemaker).',
);

export const idDocumentTimeSettingOptions = described(
  'Spec §9: the photo age check is disabled and the maximum age is 120 s, unless the setting overrides them.',
);

export const helloSodaOptions = described(
  'Runs the HelloSoda check through its provider port (offline sandbox by default).',
);
