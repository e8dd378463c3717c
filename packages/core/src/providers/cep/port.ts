/**
 * Banco de México's CEP (Comprobante Electrónico de Pago, issue 52, ADR 302): the signed proof that a
 * SPEI transfer was settled. A transfer is looked up by the five things Banxico's own form asks for
 * (the shape of cuenca-mx/cep-python's `Transferencia.validar`): the operation date, the clave de
 * rastreo, the sending and receiving participants, the beneficiary account and the amount.
 */
export interface CepQuery {
  /** The operation date, `YYYY-MM-DD` (Mexico City). */
  readonly date: string;
  /** The clave de rastreo the sending bank gave the transfer. */
  readonly trackingKey: string;
  /** Banxico participant keys (`40012` BBVA, `90646` STP): the sending and the receiving bank. */
  readonly senderBank: string;
  readonly receiverBank: string;
  /** The beneficiary account: the CLABE the money was sent to. */
  readonly beneficiaryAccount: string;
  /** Centavos. */
  readonly amount: number;
}

/** One side of a transfer as the CEP states it. */
export interface CepParty {
  readonly name: string;
  readonly account: string;
  readonly bank: string;
  readonly rfc: string;
}

/** A transfer Banxico vouches for, with its signed proof. */
export interface CepTransfer {
  readonly trackingKey: string;
  /** When Banxico settled it. */
  readonly settledAt: Date;
  /** Centavos. */
  readonly amount: number;
  readonly sender: CepParty;
  readonly beneficiary: CepParty;
  readonly concept: string;
  /** Banxico's signature over the proof (the XML's `sello`). */
  readonly seal: string;
  /** The CEP as Banxico issues it: its XML, and its PDF when the service gave one. */
  readonly xml: Uint8Array;
  readonly pdf: Uint8Array | null;
}

/** Looks a SPEI transfer up; `null` when Banxico has no transfer with those data. */
export interface CepPort {
  readonly name: string;
  /** True only on the offline sandbox adapter. */
  readonly sandbox?: boolean;
  validate(query: CepQuery): Promise<CepTransfer | null>;
}
