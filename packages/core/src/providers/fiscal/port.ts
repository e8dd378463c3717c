/**
 * Tax documents (CFDI 4.0, Anexo 20 of the RMF; issue 51): the lender's income CFDIs for the
 * interest and fees a borrower pays, sealed with the lender's CSD and certified (timbrado) by an
 * authorised provider (PAC), and their cancellation. The sandbox adapter seals with a test CSD made
 * in memory and stamps with a local test "PAC"; `pac.ts` is the shape of a real provider's adapter
 * (the lender's CSD and the PAC's credentials from the environment).
 */
export interface FiscalPort {
  /** The adapter (`sandbox-fiscal`, which production refuses, or `pac:<provider>`). */
  readonly name: string;
  /** Who certifies: `sandbox` for the local test PAC, the provider's name otherwise. */
  readonly provider: string;
  /** The issuer (emisor) every CFDI carries: the RFC of the CSD that seals. */
  readonly issuer: FiscalIssuer;
  /** Builds the CFDI of `draft`, seals it with the issuer's CSD and has it certified. */
  issue(draft: CfdiDraft): Promise<StampedCfdi>;
  /** Asks SAT, through the PAC, to cancel a certified CFDI. */
  cancel(request: CancellationRequest): Promise<CancellationAnswer>;
  /**
   * Asks where a cancellation waiting for the receiver stands: cancelled (accepted, or not answered
   * within SAT's three business days), still requested, or rejected (the CFDI stays in force).
   */
  cancellationStatus(request: CancellationStatusRequest): Promise<CancellationStatusAnswer>;
}

/** The lender as the CFDI's issuer (Emisor) and where it issues from (LugarExpedicion). */
export interface FiscalIssuer {
  readonly rfc: string;
  /** Name as in the Constancia de Situación Fiscal, without the company type (CFDI 4.0). */
  readonly name: string;
  /** c_RegimenFiscal: 601 General de Ley Personas Morales. */
  readonly regime: string;
  /** Postal code of the place of issue (c_CodigoPostal). */
  readonly postalCode: string;
}

/**
 * c_FormaPago: 01 cash, 03 transfer (SPEI), 04 credit card, 28 debit card; 17 compensation (a credit
 * note's amount set against what the borrower owes).
 */
export type PaymentForm = '01' | '02' | '03' | '04' | '17' | '28';

/** The receiver: a borrower who gave an RFC, or the general public of a global CFDI. */
export interface CfdiReceiver {
  readonly rfc: string;
  readonly name: string;
  /** Fiscal address postal code (DomicilioFiscalReceptor). */
  readonly postalCode: string;
  /** c_RegimenFiscal of the receiver (616: without tax obligations). */
  readonly regime: string;
  /** c_UsoCFDI (S01: without tax effects). */
  readonly use: string;
}

/** One concept (Concepto) with its IVA transferred (Traslado 002, Tasa). */
export interface CfdiConcept {
  /** c_ClaveProdServ. */
  readonly productKey: string;
  /** c_ClaveUnidad. */
  readonly unitKey: string;
  /** NoIdentificacion (the payment's folio in a global CFDI). */
  readonly identification?: string;
  readonly description: string;
  /** Base of the IVA, centavos (ValorUnitario = Importe = Base, Cantidad 1). */
  readonly base: number;
  /** IVA transferred, centavos. */
  readonly vat: number;
  /**
   * This concept's IVA rate when it is not the draft's: a global CFDI sums payments of loans signed
   * at different rates (each loan keeps its own, issue 62), a Traslado per concept at its rate.
   */
  readonly vatRate?: number;
}

/** A CFDI of income (tipo I) or of egreso (tipo E, a credit note) before it is sealed. */
export interface CfdiDraft {
  /** TipoDeComprobante: `I` (the default) or `E`. */
  readonly type?: 'I' | 'E';
  readonly series: string;
  readonly folio: string;
  /** Fecha of the CFDI, written in Mexico City time. */
  readonly issuedAt: Date;
  readonly paymentForm: PaymentForm;
  /** IVA rate, e.g. 0.16 (TasaOCuota 0.160000). */
  readonly vatRate: number;
  readonly receiver: CfdiReceiver;
  readonly concepts: readonly CfdiConcept[];
  /** InformacionGlobal of a CFDI to the general public. */
  readonly global?: GlobalInformation;
  /** CFDIs this one replaces (CfdiRelacionados, TipoRelacion 04 Sustitución). */
  readonly replaces?: readonly string[];
  /** CFDIs a credit note reduces (CfdiRelacionados, TipoRelacion 01 Nota de crédito). */
  readonly credits?: readonly string[];
}

/** Periodicidad (c_Periodicidad: 01 daily, 04 monthly), Meses (c_Meses) and Año of a global CFDI. */
export interface GlobalInformation {
  readonly periodicity: '01' | '04';
  readonly months: string;
  readonly year: number;
}

/** A certified CFDI: the XML with its TimbreFiscalDigital and what the stamp says. */
export interface StampedCfdi {
  readonly xml: string;
  /** Folio fiscal, upper-case UUID. */
  readonly uuid: string;
  readonly stampedAt: Date;
  /** RFC of the certifying provider (RfcProvCertif). */
  readonly providerRfc: string;
  /** NoCertificadoSAT. */
  readonly satCertificateNumber: string;
  readonly provider: string;
}

/**
 * SAT's reasons for a cancellation (Anexo 20, since 2022): 01 issued with errors, with a CFDI that
 * replaces it; 02 issued with errors, without one; 03 the operation did not take place; 04 a
 * nominative operation related to a global CFDI.
 */
export const CANCELLATION_REASONS = ['01', '02', '03', '04'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export interface CancellationRequest {
  readonly uuid: string;
  readonly receiverRfc: string;
  /** Total of the CFDI, centavos. */
  readonly total: number;
  readonly reason: CancellationReason;
  /** FolioSustitucion: the UUID of the CFDI that replaces it (reason 01 only). */
  readonly replacement?: string;
}

export interface CancellationStatusRequest {
  readonly uuid: string;
  readonly receiverRfc: string;
  /** Total of the CFDI, centavos. */
  readonly total: number;
}

/** Where a requested cancellation stands, as the PAC (SAT's status service) answered. */
export interface CancellationStatusAnswer {
  readonly status: 'cancelled' | 'requested' | 'rejected';
  readonly at: Date;
  readonly acknowledgement: string;
}

/** What the PAC answered: cancelled now, or waiting for the receiver's acceptance. */
export interface CancellationAnswer {
  readonly status: 'cancelled' | 'requested';
  readonly at: Date;
  /** The acknowledgement (acuse) the PAC returned, as it returned it. */
  readonly acknowledgement: string;
}
