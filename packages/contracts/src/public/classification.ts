import * as z from 'zod';

/** Locales a classification may be asked in (es, fallback es-MX). */
export const CLASSIFICATION_LOCALES = ['es', 'es-MX'] as const;

/** A key-to-label map. */
export const ClassificationSchema = z.record(z.string(), z.string()).meta({ id: 'Classification' });
export type Classification = z.infer<typeof ClassificationSchema>;

/** Path of `GET /web/public/classification/{path}`, e.g. `employment_statuses`. */
export const ClassificationParamsSchema = z.object({
  path: z
    .string()
    .regex(/^[a-z0-9_-]+$/)
    .meta({ example: 'marital_statuses' }),
});
export type ClassificationParams = z.infer<typeof ClassificationParamsSchema>;

/** Query of `GET /web/public/classification/{path}`. */
export const ClassificationQuerySchema = z.object({
  locale: z.enum(CLASSIFICATION_LOCALES).optional(),
});
export type ClassificationQuery = z.infer<typeof ClassificationQuerySchema>;

/** Query of the classification list: `group=clients&name=banks` or `name=banks_enabled`. */
export const ClassificationListQuerySchema = z.object({
  group: z
    .string()
    .regex(/^[a-z0-9_]+$/)
    .optional()
    .meta({ example: 'clients' }),
  name: z
    .string()
    .regex(/^[a-z0-9_]+$/)
    .meta({ example: 'banks' }),
  locale: z.enum(CLASSIFICATION_LOCALES).optional(),
});
export type ClassificationListQuery = z.infer<typeof ClassificationListQuerySchema>;

/** An entry of a classification list; a bank's `value` is its 3-digit CLABE code. */
export const ClassificationEntrySchema = z
  .object({ value: z.string(), label: z.string() })
  .meta({ id: 'ClassificationEntry', example: { value: '002', label: 'BANAMEX' } });
export type ClassificationEntry = z.infer<typeof ClassificationEntrySchema>;

export const ClassificationListSchema = z.array(ClassificationEntrySchema).meta({ id: 'ClassificationList' });
export type ClassificationList = z.infer<typeof ClassificationListSchema>;

/** A bank of the SPEI catalogue (`GET /web/public/bank`). */
export const BankSchema = z
  .object({
    /** The 3-digit code that starts a CLABE. */
    code: z.string().regex(/^\d{3}$/),
    name: z.string(),
    /** True when a CLABE of this bank may receive disbursements (the enabled list). */
    enabled: z.boolean(),
  })
  .meta({ id: 'Bank', example: { code: '012', name: 'BBVA MEXICO', enabled: true } });
export type Bank = z.infer<typeof BankSchema>;

export const BankListSchema = z.array(BankSchema).meta({ id: 'BankList' });
export type BankList = z.infer<typeof BankListSchema>;

/** An employment status or position with its Spanish label. */
export const EmploymentOptionSchema = z
  .object({ key: z.string(), label: z.string() })
  .meta({ id: 'EmploymentOption', example: { key: 'employed', label: 'Empleado' } });
export type EmploymentOption = z.infer<typeof EmploymentOptionSchema>;

export const EmploymentOptionListSchema = z
  .array(EmploymentOptionSchema)
  .meta({ id: 'EmploymentOptionList' });
export type EmploymentOptionList = z.infer<typeof EmploymentOptionListSchema>;

/** Query of `GET /web/public/client/employment-positions`. */
export const EmploymentPositionsQuerySchema = z.object({
  employmentStatusKey: z.string().min(1).max(64),
});
export type EmploymentPositionsQuery = z.infer<typeof EmploymentPositionsQuerySchema>;

/** `GET /web/public/id-document-autocomplete-time-setting`: how old an ID photo may be. */
export const IdDocumentTimeSettingSchema = z
  .object({
    /** Whether the photo age check runs (disabled). */
    enabled: z.boolean(),
    /** Maximum age of the photo file in seconds (120). */
    maxAgeSeconds: z.number().int().positive(),
  })
  .meta({ id: 'IdDocumentTimeSetting' });
export type IdDocumentTimeSetting = z.infer<typeof IdDocumentTimeSettingSchema>;
