import type { Company } from '@lender/contracts';
import { nationalPhoneDigits } from '@lender/i18n';
import { t } from '../i18n';

/**
 * The lender's legal data printed on the agreement, its cover sheet (carátula) and the public
 * documents (issue 6). Mexican disclosure rules ask for the complaints unit (Unidad Especializada de
 * Atención a Usuarios, UNE), the consumer authority (CONDUSEF), the contract's registration number
 * in CONDUSEF's Registro de Contratos de Adhesión (RECA) and the credit-bureau consent clause.
 */
export interface CompanyInfo {
  /** Razón social. */
  legalName: string;
  /** Trade name shown to borrowers. */
  tradeName: string;
  rfc: string;
  address: string;
  website: string;
  /** Customer care (spec §3 cc): the phone and e-mail every document, notice and page gives. */
  phone: string;
  email: string;
  /** Customer care's opening hours. */
  hours: string;
  /** Collections (spec §3 dc): whom a late borrower calls, in reminders after the due date. */
  collections: { phone: string; email: string; hours: string };
  /**
   * Where a borrower writes about their personal data (ARCO requests, a cancellation): the privacy
   * officer's address (`COMPANY_PRIVACY_EMAIL`, else the customer care `email`).
   */
  privacyEmail: string;
  une: { phone: string; email: string; address: string; hours: string };
  condusef: { phone: string; website: string };
  /** Registro de Contratos de Adhesión number of the loan agreement. */
  recaNumber: string;
  /** The credit-bureau consent clause, in full. */
  creditBureauClause: string;
  /** True for the built-in demo values: every document then says so. */
  demo: boolean;
}

/**
 * DEMO values, clearly fake (RFC of the XAXX generic kind, a RECA number made of zeros): a
 * deployment sets its own through `COMPANY_*` environment variables (see
 * {@link companyInfoFromEnv}). CONDUSEF's contact data is the real public one.
 */
export const DEMO_COMPANY: CompanyInfo = {
  legalName: 'Préstamos Demo, S.A. de C.V., SOFOM, E.N.R. (DEMO)',
  tradeName: 'Préstamos Demo',
  rfc: 'PDE000000XX0',
  address: 'Av. Paseo de la Reforma 000, Col. Juárez, Cuauhtémoc, C.P. 06600, Ciudad de México (DEMO)',
  website: 'https://prestamos-demo.example',
  phone: '55 0000 0000',
  email: 'atencion@prestamos-demo.example',
  hours: t('documents:company.careHours'),
  collections: {
    phone: '55 0000 0002',
    email: 'cobranza@prestamos-demo.example',
    hours: t('documents:company.collectionsHours'),
  },
  privacyEmail: 'privacidad@prestamos-demo.example',
  une: {
    phone: '55 0000 0001',
    email: 'une@prestamos-demo.example',
    address: 'Av. Paseo de la Reforma 000, Piso 1, Col. Juárez, C.P. 06600, Ciudad de México (DEMO)',
    hours: t('documents:company.uneHours'),
  },
  condusef: { phone: '55 5340 0999', website: 'www.condusef.gob.mx' },
  recaNumber: '0000-000-000000/00-00000-0000 (DEMO)',
  creditBureauClause: t('documents:company.creditBureauClause', { tradeName: 'Préstamos Demo' }),
  demo: true,
};

const ENV_KEYS = {
  COMPANY_LEGAL_NAME: 'legalName',
  COMPANY_TRADE_NAME: 'tradeName',
  COMPANY_RFC: 'rfc',
  COMPANY_ADDRESS: 'address',
  COMPANY_WEBSITE: 'website',
  COMPANY_PHONE: 'phone',
  COMPANY_EMAIL: 'email',
  COMPANY_PRIVACY_EMAIL: 'privacyEmail',
  COMPANY_RECA_NUMBER: 'recaNumber',
  COMPANY_CREDIT_BUREAU_CLAUSE: 'creditBureauClause',
} as const satisfies Record<string, keyof CompanyInfo>;

/**
 * The company data from `COMPANY_*` variables over the demo values. When any value is set the
 * result is no longer `demo`; unset ones keep their demo value (and the README says to set them all).
 */
export function companyInfoFromEnv(env: Record<string, string | undefined>): CompanyInfo {
  const set = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const info: CompanyInfo = {
    ...DEMO_COMPANY,
    collections: { ...DEMO_COMPANY.collections },
    une: { ...DEMO_COMPANY.une },
    condusef: { ...DEMO_COMPANY.condusef },
  };
  let changed = false;
  for (const [name, field] of Object.entries(ENV_KEYS)) {
    const value = set(name);
    if (value !== undefined) {
      info[field] = value;
      changed = true;
    }
  }
  const une = {
    phone: set('COMPANY_UNE_PHONE'),
    email: set('COMPANY_UNE_EMAIL'),
    address: set('COMPANY_UNE_ADDRESS'),
    hours: set('COMPANY_UNE_HOURS'),
  };
  for (const [field, value] of Object.entries(une) as Array<[keyof CompanyInfo['une'], string | undefined]>) {
    if (value !== undefined) {
      info.une[field] = value;
      changed = true;
    }
  }
  // Customer care and collections are spec §3's contacts (`CONTACT_CC_*`, `CONTACT_DC_*`): one
  // configuration with the rest of the lender's identity, so a notice, a PDF and the site's footer
  // give the same phone (`COMPANY_PHONE` and `COMPANY_EMAIL` win over `CONTACT_CC_*` when both are set).
  const contacts: Array<[string, (value: string) => void]> = [
    [
      'CONTACT_CC_PHONE',
      (value) => {
        if (set('COMPANY_PHONE') === undefined) info.phone = value;
      },
    ],
    [
      'CONTACT_CC_EMAIL',
      (value) => {
        if (set('COMPANY_EMAIL') === undefined) info.email = value;
      },
    ],
    [
      'CONTACT_CC_HOURS',
      (value) => {
        info.hours = value;
      },
    ],
    [
      'CONTACT_DC_PHONE',
      (value) => {
        info.collections.phone = value;
      },
    ],
    [
      'CONTACT_DC_EMAIL',
      (value) => {
        info.collections.email = value;
      },
    ],
    [
      'CONTACT_DC_HOURS',
      (value) => {
        info.collections.hours = value;
      },
    ],
  ];
  for (const [name, apply] of contacts) {
    const value = set(name);
    if (value !== undefined) {
      apply(value);
      changed = true;
    }
  }
  // A deployment that names its customer care but no privacy address is answered there.
  if (set('COMPANY_PRIVACY_EMAIL') === undefined && info.email !== DEMO_COMPANY.email)
    info.privacyEmail = info.email;
  return { ...info, demo: !changed };
}

/**
 * `public.company`: the lender's identity as every document prints it — the contract, the carátula,
 * receipts, notices — for the borrower site's footer to read too (issue 61: one source).
 */
export function company(ctx: { readonly company: CompanyInfo }): Company {
  const { creditBureauClause: _clause, ...identity } = ctx.company;
  return identity;
}

/**
 * Spec §3's two contacts as a notice writes them (10-digit phones): customer care and collections
 * are the company's, so a notice never gives another phone than the documents and the site.
 */
export function companyContacts(company: CompanyInfo): {
  cc: { phone: string; email: string };
  dc: { phone: string; email: string };
} {
  const digits = (phone: string) => nationalPhoneDigits(phone) ?? phone;
  return {
    cc: { phone: digits(company.phone), email: company.email },
    dc: { phone: digits(company.collections.phone), email: company.collections.email },
  };
}
