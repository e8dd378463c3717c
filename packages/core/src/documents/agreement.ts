import type { Offer } from '@lender/calculator';
import { type DocumentBlock, type DocumentModel, renderText } from '../pdf/document-model';
import { renderPdf } from '../pdf/render-pdf';
import type { CompanyInfo } from './company';

/** One row of the payment schedule (tabla de amortización), money in centavos. */
export interface ScheduleRow {
  number: number;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  principal: number;
  /** Interest without IVA. */
  interest: number;
  /** Fees without IVA. */
  fees: number;
  vat: number;
  /** What is paid on `dueDate`: principal + interest + fees + IVA. */
  total: number;
}

/** A fee as the cover sheet shows it: the amount before IVA ("+ IVA"). */
export interface AgreementFee {
  key: 'service_fee' | 'processing_fee' | 'withdrawal_fee' | 'invoicing_fee';
  /** Spanish label. */
  label: string;
  /** Centavos without IVA. */
  amount: number;
  /** When it is charged, in Spanish. */
  when: string;
}

/**
 * Everything the loan agreement and its cover sheet (carátula) say about one loan, money in
 * integer centavos, dates `YYYY-MM-DD` in America/Mexico_City. A plain input so the documents can
 * be rendered from any source: an offer of `computeOffer` ({@link agreementTermsFromOffer}), a
 * stored application, a loan.
 */
export interface AgreementTerms {
  lender: CompanyInfo;
  borrower: { fullName: string; curp: string | null; email: string | null };
  /** The application's number, printed as the contract number. */
  contractNumber: string;
  /** The day the terms were offered (and, once signed, the signing day). */
  date: string;
  /** The day the CAT was computed. */
  catComputedOn: string;
  principal: number;
  /** Total to pay: principal + interest + fees + IVA. */
  total: number;
  termDays: number;
  dueDate: string;
  /** Last day the agreement is in force (extensions, collection). */
  agreementEndDate: string;
  /** CAT in percent (one decimal), IVA excluded. */
  cat: number;
  /** Ordinary annual interest rate in percent (fixed), after discount. */
  ordinaryAnnualRate: number;
  /** Late-payment (moratorio) annual rate in percent. */
  lateAnnualRate: number;
  /** Interest of the term without IVA. */
  interest: number;
  fees: readonly AgreementFee[];
  /** All IVA of the loan. */
  vat: number;
  vatPercent: number;
  /** Discounts already applied, before IVA. */
  discount: { interest: number; serviceFee: number };
  /** Rollovers offered with the loan (price with IVA). */
  extensions: ReadonlyArray<{ days: number; amount: number }>;
  schedule: readonly ScheduleRow[];
}

/**
 * Late-payment rate (ADR 024): 0.5 % of the principal per day overdue plus IVA, the late policy of
 * the loans service (`DEFAULT_LATE_POLICY.dailyBps` = 50) expressed as a simple annual rate.
 */
export const DEFAULT_LATE_DAILY_BPS = 50;
/** Day-count basis of the annual rates (ADR 003). */
const DAYS_PER_YEAR = 365;

/** What {@link agreementTermsFromOffer} needs besides the offer. */
export interface AgreementContext {
  lender: CompanyInfo;
  borrower: AgreementTerms['borrower'];
  contractNumber: string;
  /** The day the offer was priced (`computeOffer`'s `today`). */
  date: string;
  /** @default DEFAULT_LATE_DAILY_BPS */
  lateDailyBps?: number;
  /** @default 16 */
  vatPercent?: number;
}

/** The agreement terms of an offer computed by `@lender/calculator`'s `computeOffer`. */
export function agreementTermsFromOffer(offer: Offer, context: AgreementContext): AgreementTerms {
  const lateDailyBps = context.lateDailyBps ?? DEFAULT_LATE_DAILY_BPS;
  const fees: AgreementFee[] = [
    {
      key: 'service_fee',
      label: 'Comisión por servicio',
      amount: offer.serviceFee.amount_without_vat,
      when: 'al vencimiento',
    },
    {
      key: 'processing_fee',
      label: 'Comisión por apertura',
      amount: offer.processingFee.amount_without_vat,
      when: 'al vencimiento',
    },
    {
      key: 'withdrawal_fee',
      label: 'Comisión por disposición',
      amount: offer.withdrawalFee.amount_without_vat,
      when: 'al vencimiento',
    },
    {
      key: 'invoicing_fee',
      label: 'Comisión por facturación',
      amount: offer.invoicingFee.amount_without_vat,
      when: 'al vencimiento',
    },
  ];
  const feesWithoutVat = fees.reduce((sum, fee) => sum + fee.amount, 0);
  return {
    lender: context.lender,
    borrower: context.borrower,
    contractNumber: context.contractNumber,
    date: context.date,
    catComputedOn: context.date,
    principal: offer.principal,
    total: offer.total,
    termDays: offer.term,
    dueDate: offer.endDate,
    agreementEndDate: offer.agreementTermEndDate,
    cat: offer.cat,
    ordinaryAnnualRate: offer.apr,
    lateAnnualRate: (lateDailyBps * DAYS_PER_YEAR) / 100,
    interest: offer.interest.amount_without_vat,
    fees,
    vat: offer.vat,
    vatPercent: context.vatPercent ?? 16,
    discount: { ...offer.discount },
    extensions: offer.extensions.map((extension) => ({ days: extension.days, amount: extension.amount })),
    schedule: [
      {
        number: 1,
        dueDate: offer.endDate,
        principal: offer.principal,
        interest: offer.interest.amount_without_vat,
        fees: feesWithoutVat,
        vat: offer.vat,
        total: offer.total,
      },
    ],
  };
}

/** `$1234.50` (spec §9: es-MX without grouping), from centavos. */
export function formatPesos(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${sign}$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** `DD/MM/YYYY` from `YYYY-MM-DD` (spec §9). */
export function formatDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}

const percent = (value: number, digits: number) => `${value.toFixed(digits)}%`;

/** The two warnings the cover sheet must show (Disposiciones de transparencia, CONDUSEF). */
export const AGREEMENT_WARNINGS = [
  'Incumplir tus obligaciones te puede generar penalizaciones e intereses moratorios.',
  'Contratar créditos que exceden tu capacidad de pago afecta tu historial crediticio.',
] as const;

/** The CAT legend, verbatim. */
export const CAT_LEGEND = 'Sin IVA. Para fines informativos y de comparación.';

function coverSheetBlocks(terms: AgreementTerms): DocumentBlock[] {
  const { lender } = terms;
  const feeRows = terms.fees.map(
    (fee) =>
      [fee.label, fee.amount > 0 ? `${formatPesos(fee.amount)} + IVA, ${fee.when}` : 'No aplica'] as const,
  );
  return [
    { kind: 'heading', text: 'Carátula de crédito' },
    {
      kind: 'fields',
      rows: [
        ['Nombre comercial del producto', 'Préstamo personal a corto plazo (crédito simple)'],
        ['Tipo de crédito', 'Crédito simple, un solo pago, tasa fija'],
        ['Número de contrato', terms.contractNumber],
        ['Acreditado', terms.borrower.fullName],
        ...(terms.borrower.curp ? [['CURP', terms.borrower.curp] as const] : []),
        ['Fecha', formatDate(terms.date)],
      ],
    },
    {
      kind: 'fields',
      rows: [
        [
          'CAT (Costo Anual Total)',
          `${percent(terms.cat, 1)} ${CAT_LEGEND} Fecha de cálculo: ${formatDate(terms.catComputedOn)}.`,
        ],
        ['Tasa de interés ordinaria anual', `${percent(terms.ordinaryAnnualRate, 2)} fija, más IVA`],
        [
          'Tasa de interés moratoria anual',
          `${percent(terms.lateAnnualRate, 2)} sobre el capital vencido, más IVA`,
        ],
        ['Monto del crédito', formatPesos(terms.principal)],
        ['Monto total a pagar', `${formatPesos(terms.total)} (IVA incluido)`],
        ['Plazo del crédito', `${terms.termDays} días`],
        ['Fecha límite de pago', formatDate(terms.dueDate)],
        ['Intereses ordinarios del plazo', `${formatPesos(terms.interest)} + IVA`],
        ...feeRows,
        [`IVA total (${terms.vatPercent}%)`, formatPesos(terms.vat)],
      ],
    },
    ...AGREEMENT_WARNINGS.map((text): DocumentBlock => ({ kind: 'notice', text })),
    { kind: 'heading', text: 'Tabla de pagos' },
    scheduleTable(terms),
    { kind: 'heading', text: 'Aclaraciones y reclamaciones' },
    {
      kind: 'fields',
      rows: [
        [
          'Unidad Especializada de Atención a Usuarios (UNE)',
          `Teléfono ${lender.une.phone}; correo ${lender.une.email}; domicilio ${lender.une.address}; horario ${lender.une.hours}.`,
        ],
        [
          'Comisión Nacional para la Protección y Defensa de los Usuarios de Servicios Financieros (CONDUSEF)',
          `Teléfono ${lender.condusef.phone}; página ${lender.condusef.website}.`,
        ],
        ['Registro de Contratos de Adhesión (RECA)', lender.recaNumber],
      ],
    },
  ];
}

function scheduleTable(terms: AgreementTerms): DocumentBlock {
  return {
    kind: 'table',
    columns: ['No.', 'Fecha de pago', 'Capital', 'Intereses', 'Comisiones', 'IVA', 'Total a pagar'],
    widths: [0.07, 0.17, 0.15, 0.15, 0.15, 0.13, 0.18],
    rows: terms.schedule.map((row) => [
      String(row.number),
      formatDate(row.dueDate),
      formatPesos(row.principal),
      formatPesos(row.interest),
      formatPesos(row.fees),
      formatPesos(row.vat),
      formatPesos(row.total),
    ]),
  };
}

function clauseBlocks(terms: AgreementTerms): DocumentBlock[] {
  const { lender } = terms;
  const extensions =
    terms.extensions.length > 0
      ? terms.extensions.map((e) => `${e.days} días por ${formatPesos(e.amount)} (IVA incluido)`).join('; ')
      : 'no se ofrecen prórrogas';
  const clauses: Array<[string, string]> = [
    [
      'Primera. Objeto',
      `${lender.legalName} ("el Acreditante") otorga a ${terms.borrower.fullName} ("el Acreditado") un crédito simple por ${formatPesos(terms.principal)} en moneda nacional, que el Acreditado se obliga a pagar en los términos de este contrato y de su carátula, la cual forma parte integrante del mismo.`,
    ],
    [
      'Segunda. Disposición',
      'El monto del crédito se deposita mediante transferencia electrónica (SPEI) a la cuenta CLABE de la que el Acreditado es titular, una vez firmado electrónicamente este contrato.',
    ],
    [
      'Tercera. Plazo y pago',
      `El plazo es de ${terms.termDays} días. El Acreditado pagará ${formatPesos(terms.total)} a más tardar el ${formatDate(terms.dueDate)}, conforme a la tabla de pagos. Si la fecha límite es inhábil, el pago puede hacerse el siguiente día hábil bancario sin cargo adicional.`,
    ],
    [
      'Cuarta. Intereses ordinarios',
      `El crédito causa intereses ordinarios a una tasa fija anual de ${percent(terms.ordinaryAnnualRate, 2)}, calculados sobre el capital por los días efectivamente transcurridos con base en años de 365 días, más el IVA correspondiente (${terms.vatPercent}%).`,
    ],
    [
      'Quinta. Intereses moratorios',
      `Si el Acreditado no paga en la fecha límite, el capital vencido causa intereses moratorios a una tasa anual de ${percent(terms.lateAnnualRate, 2)} más IVA, por cada día de atraso, en sustitución de los ordinarios y sin capitalización.`,
    ],
    [
      'Sexta. Comisiones',
      `Las comisiones son las que indica la carátula, más IVA; el Acreditante no cobra comisiones distintas de ellas ni por pago anticipado.`,
    ],
    [
      'Séptima. Pago anticipado',
      'El Acreditado puede pagar antes de la fecha límite, total o parcialmente, sin penalización; los intereses se calculan solo por los días transcurridos.',
    ],
    ['Octava. Prórrogas', `El Acreditado puede solicitar una prórroga antes del vencimiento: ${extensions}.`],
    [
      'Novena. Medios de pago',
      'Transferencia SPEI a la referencia indicada por el Acreditante, pago en efectivo en comercios afiliados con la referencia generada en su perfil, o cargo a la tarjeta que el Acreditado haya autorizado.',
    ],
    ['Décima. Autorización para consultar sociedades de información crediticia', lender.creditBureauClause],
    [
      'Décima primera. Datos personales',
      `Los datos personales del Acreditado se tratan conforme al Aviso de Privacidad de ${lender.tradeName}, disponible en ${lender.website}.`,
    ],
    [
      'Décima segunda. Cancelación',
      'El Acreditado puede cancelar este contrato sin responsabilidad dentro de los 10 días hábiles siguientes a su firma, siempre que no haya dispuesto del crédito o que lo devuelva íntegro.',
    ],
    [
      'Décima tercera. Aclaraciones y reclamaciones',
      `Las consultas, aclaraciones y reclamaciones se presentan ante la UNE del Acreditante (teléfono ${lender.une.phone}, correo ${lender.une.email}) o ante la CONDUSEF (teléfono ${lender.condusef.phone}, ${lender.condusef.website}).`,
    ],
    [
      'Décima cuarta. Firma electrónica',
      'Las partes aceptan que el Acreditado firme este contrato con el código de un solo uso enviado a su teléfono celular, con los mismos efectos que la firma autógrafa.',
    ],
    [
      'Décima quinta. Jurisdicción',
      'Para la interpretación y cumplimiento de este contrato las partes se someten a las leyes federales de México y a los tribunales competentes del domicilio del Acreditado.',
    ],
  ];
  return [
    { kind: 'heading', text: 'Contrato de crédito simple' },
    {
      kind: 'paragraph',
      text: `Contrato de crédito simple que celebran ${lender.legalName}, con RFC ${lender.rfc} y domicilio en ${lender.address}, y ${terms.borrower.fullName}, al tenor de las siguientes cláusulas.`,
    },
    ...clauses.flatMap(([heading, text]): DocumentBlock[] => [
      { kind: 'heading', text: heading },
      { kind: 'paragraph', text },
    ]),
  ];
}

/** Kinds of agreement document rendered from {@link AgreementTerms}. */
export const AGREEMENT_DOCUMENT_TYPES = ['loan_agreement', 'cover_sheet', 'payment_schedule'] as const;
export type AgreementDocumentType = (typeof AGREEMENT_DOCUMENT_TYPES)[number];

const TITLES: Record<AgreementDocumentType, string> = {
  loan_agreement: 'Contrato de crédito simple y carátula',
  cover_sheet: 'Carátula de crédito',
  payment_schedule: 'Tabla de pagos',
};

/** The document model of an agreement document (the cover sheet first, as the rules ask). */
export function agreementDocument(
  terms: AgreementTerms,
  type: AgreementDocumentType = 'loan_agreement',
): DocumentModel {
  const { lender } = terms;
  const blocks: DocumentBlock[] =
    type === 'payment_schedule'
      ? [
          {
            kind: 'fields',
            rows: [
              ['Número de contrato', terms.contractNumber],
              ['Acreditado', terms.borrower.fullName],
            ],
          },
          scheduleTable(terms),
          ...AGREEMENT_WARNINGS.map((text): DocumentBlock => ({ kind: 'notice', text })),
        ]
      : type === 'cover_sheet'
        ? coverSheetBlocks(terms)
        : [
            ...coverSheetBlocks(terms),
            { kind: 'page-break' },
            ...clauseBlocks(terms),
            ...signatureBlocks(terms),
          ];
  return {
    title: TITLES[type],
    subtitle: `${lender.legalName} · RFC ${lender.rfc}`,
    footer: `RECA ${lender.recaNumber}`,
    ...(lender.demo && { watermark: 'DATOS DE DEMOSTRACIÓN: no es un contrato real' }),
    author: lender.legalName,
    createdAt: new Date(`${terms.date}T12:00:00-06:00`),
    blocks,
  };
}

function signatureBlocks(terms: AgreementTerms): DocumentBlock[] {
  return [
    { kind: 'heading', text: 'Firmas' },
    {
      kind: 'fields',
      rows: [
        ['El Acreditante', terms.lender.legalName],
        ['El Acreditado', `${terms.borrower.fullName} (firma electrónica con código SMS)`],
      ],
    },
  ];
}

/**
 * The canonical text of the loan agreement with its cover sheet: the exact words the PDF shows, in
 * a stable form. The loans service hashes it (SHA-256) as the evidence of what was signed.
 */
export function renderAgreementText(
  terms: AgreementTerms,
  type: AgreementDocumentType = 'loan_agreement',
): string {
  return renderText(agreementDocument(terms, type));
}

/** The agreement document as PDF (text extractable). */
export function renderAgreementPdf(
  terms: AgreementTerms,
  type: AgreementDocumentType = 'loan_agreement',
): Promise<Uint8Array> {
  return renderPdf(agreementDocument(terms, type));
}
