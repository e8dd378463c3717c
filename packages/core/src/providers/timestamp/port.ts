/**
 * A time-stamping authority (RFC 3161): it signs, with its own certificate, the SHA-256 of a
 * document and the time it saw it (NOM-151). The sandbox adapter (`sandbox.ts`) is a local test
 * authority; `http.ts` is an authorised provider's (a PSC accredited by the Secretaría de Economía):
 * it posts a `TimeStampReq` over HTTP and checks the token it answers.
 */
export interface TimestampPort {
  /** Who stamps: `sandbox` for the local test authority, the provider's name otherwise. */
  readonly authority: string;
  /** A time-stamp token over `sha256` (32 bytes). */
  stamp(sha256: Uint8Array): Promise<TimestampToken>;
  /**
   * The certificates (DER) a token of this authority must chain to: its time-stamping certificate
   * or the CA that issued it. Absent for the sandbox, whose key lives in one process's memory.
   */
  readonly trustAnchors?: readonly Uint8Array[];
}

/** A time-stamp token as the authority answered it. */
export interface TimestampToken {
  /** DER of the token: a CMS `ContentInfo` (SignedData over a `TSTInfo`), as a `.tsr`'s token. */
  readonly token: Uint8Array;
  /** The time the authority put in the token. */
  readonly genTime: Date;
  /** The token's serial number, hexadecimal. */
  readonly serialNumber: string;
  readonly authority: string;
}
