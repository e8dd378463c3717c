import type { Database } from '@lender/db';
import { CoreError } from '../errors/core-error';
import { banks, readEnabledBankCodes } from './banks';
import { CLASSIFICATION_GROUP, type ClassificationLocale, classificationMap } from './classification';

/** An entry of the classification list (spec §3: a bank's `value` is its CLABE code). */
export interface ClassificationEntry {
  readonly value: string;
  readonly label: string;
}

/**
 * `public.classificationList` (`GET /web/public/classification/list?group=clients&name=…`, spec §7):
 * the list, `not_found` for an unknown group or name. `banks` is the whole SPEI list and
 * `banks_enabled` the enabled codes: the client keeps a bank only when it is in both (spec §3).
 */
export async function classificationList(
  ctx: { readonly db: Database },
  input: {
    readonly query: { group?: string | undefined; name: string; locale?: ClassificationLocale | undefined };
  },
): Promise<ClassificationEntry[]> {
  const { group, name } = input.query;
  if (group !== undefined && group !== CLASSIFICATION_GROUP) throw new CoreError('not_found');
  if (name === 'banks_enabled') {
    const codes = await readEnabledBankCodes(ctx.db);
    const names = new Map((await banks(ctx)).map((bank) => [bank.code, bank.name]));
    return codes.map((code) => ({ value: code, label: names.get(code) ?? code }));
  }
  const map = await classificationMap(ctx, name);
  if (!map) throw new CoreError('not_found');
  return Object.entries(map).map(([value, label]) => ({ value, label }));
}
