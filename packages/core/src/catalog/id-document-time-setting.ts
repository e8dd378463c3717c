import type { Database } from '@lender/db';
import { z } from 'zod';
import { readSetting } from './settings';

/** Spec §5, §9: an ID photo file must have been modified within the last 120 seconds. */
export const ID_DOCUMENT_MAX_AGE_SECONDS = 120;

/** Spec §9: "Photo age check disabled". */
export const ID_DOCUMENT_AGE_CHECK_ENABLED = false;

/** The `settings` row that overrides the defaults, e.g. `{"enabled": true, "maxAgeSeconds": 300}`. */
export const ID_DOCUMENT_TIME_SETTING_KEY = 'id_document_time_setting';

const IdDocumentTimeSettingSchema = z.object({
  enabled: z.boolean(),
  maxAgeSeconds: z.number().int().positive(),
});
export type IdDocumentTimeSetting = z.infer<typeof IdDocumentTimeSettingSchema>;

/**
 * `public.idDocumentTimeSetting` (`GET /web/public/id-document-autocomplete-time-setting`): the photo
 * age check in force.
 */
export async function idDocumentTimeSetting(ctx: { readonly db: Database }): Promise<IdDocumentTimeSetting> {
  const stored = await readSetting(
    ctx.db,
    ID_DOCUMENT_TIME_SETTING_KEY,
    IdDocumentTimeSettingSchema.partial(),
  );
  return {
    enabled: stored?.enabled ?? ID_DOCUMENT_AGE_CHECK_ENABLED,
    maxAgeSeconds: stored?.maxAgeSeconds ?? ID_DOCUMENT_MAX_AGE_SECONDS,
  };
}
