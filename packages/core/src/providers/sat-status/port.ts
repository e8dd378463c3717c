// Whether SAT holds a CFDI as valid (issue 67 point 6): SAT's ConsultaCFDIService answers, for the
// issuer's and receiver's RFC, the total and the UUID a CFDI carries, 'Vigente', 'Cancelado' or
// 'No Encontrado'. A payroll CFDI a borrower uploads proves income only while it is 'Vigente'.

/** What SAT is asked about one CFDI: the values of its printed expression. */
export interface SatCfdiQuery {
  readonly issuerRfc: string;
  readonly receiverRfc: string;
  /** Centavos (the Comprobante's Total). */
  readonly total: number;
  readonly uuid: string;
  /** The last 8 characters of the Comprobante's Sello (`fe` of the expression). */
  readonly sealLast8: string;
}

/** SAT's answer: `valid` (Vigente), `cancelled` (Cancelado) or `not_found` (No Encontrado). */
export type SatCfdiState = 'valid' | 'cancelled' | 'not_found';

export interface SatCfdiStatus {
  readonly state: SatCfdiState;
  /** SAT's own words for the state (`Vigente`, `Cancelado`, `No Encontrado`), kept as evidence. */
  readonly satState: string;
  /** `S - Comprobante obtenido satisfactoriamente.` and the like. */
  readonly code: string;
  readonly checkedAt: Date;
}

export interface SatCfdiStatusPort {
  readonly name: string;
  /** Asks SAT; a failure to reach it or an unreadable answer is a `ProviderError`. */
  status(query: SatCfdiQuery): Promise<SatCfdiStatus>;
}
