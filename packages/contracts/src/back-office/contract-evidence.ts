import * as z from 'zod';

/** A time-stamp token's check (RFC 3161). */
const TimestampCheckSchema = z.object({
  valid: z.boolean(),
  signatureValid: z.boolean(),
  imprintMatches: z.boolean(),
  timeStampingCertificate: z.boolean(),
  trusted: z.boolean().nullable(),
  genTime: z.string().nullable(),
  serialNumber: z.string().nullable(),
  authorityName: z.string().nullable(),
  problem: z.string().nullable(),
});

/** `GET back-office/loans/{id}/contract-evidence`: the signed contract's NOM-151 evidence re-checked now. */
export const ContractEvidenceViewSchema = z
  .object({
    loanId: z.number().int().positive(),
    check: z.object({
      valid: z.boolean(),
      hashMatches: z.boolean(),
      pdfSha256: z.string(),
      timestamp: TimestampCheckSchema.nullable(),
      eventsInOrder: z.boolean(),
      signerMatches: z.boolean(),
    }),
    events: z.object({
      contractNumber: z.string(),
      maskedPhone: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      pdfSha256: z.string(),
      agreementTextSha256: z.string().nullable(),
      texts: z.object({
        reca: z.string().nullable(),
        /**
         * Each consent as it stood at signing; `status`, `version` and `textSha256` (hexadecimal
         * SHA-256 of the version's UTF-8 text, accepted ones only) are absent from older evidence.
         */
        consents: z.array(
          z.object({
            kind: z.string(),
            accepted: z.boolean(),
            givenAt: z.string(),
            status: z.enum(['accepted', 'withdrawn', 'declined']).optional(),
            version: z.string().nullable().optional(),
            textSha256: z.string().nullable().optional(),
          }),
        ),
      }),
      events: z.array(
        z.object({
          kind: z.enum(['code_sent', 'code_entered', 'timestamped']),
          at: z.string(),
          mexicoCity: z.string(),
        }),
      ),
    }),
    timestampAuthority: z.string().nullable(),
    timestampedAt: z.string().nullable(),
    pdfBytes: z.number().int().nonnegative(),
  })
  .meta({ id: 'ContractEvidenceView' });
export type ContractEvidenceView = z.infer<typeof ContractEvidenceViewSchema>;
