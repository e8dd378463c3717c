import type { AmlSettingsChangeRequest } from '@lender/contracts';
import type { MessageKey } from '@lender/i18n';
import { typedCentavos } from '../money-form';
import { invalid, readReason, refused } from './actions.server';
import { redirectWithNotice, type SignedInAdmin } from './auth.server';

// The compliance screen's "Umbrales de PLD" form (ADR 317): what the officer typed read into a
// change request — whole numbers, the high amount in pesos with centavos sent as centavos, one
// municipality per line — each wrong field refused beside it before anything is sent; the API's
// refusals (a score out of order, a stale version) in words.

/** The whole-number fields of the form, named as the request names them. */
export const THRESHOLD_NUMBERS = [
  'matchThreshold',
  'reviewThreshold',
  'relevantUsd',
  'structuring.days',
  'structuring.count',
  'structuring.bandPercent',
  'manySources.days',
  'manySources.sources',
  'cashPayoffDays',
] as const;

const WORDS = 'backoffice:compliance.settings';

/** A whole number as typed (`7500` or `7,500`), or null. */
function whole(text: string): number | null {
  if (!/^\d{1,3}(,\d{3})*$|^\d+$/.test(text)) return null;
  const value = Number(text.replaceAll(',', ''));
  return Number.isSafeInteger(value) ? value : null;
}

/** The words of an API field's refusal: each field's bounds. */
function fieldWords(apiField: string): MessageKey | undefined {
  const field = apiField.replace(/^settings\.?/, '');
  if (field === '') return `${WORDS}.form.unchanged`;
  if (field.startsWith('highRiskMunicipalities')) return `${WORDS}.errors.highRiskMunicipalities`;
  if (field.endsWith('days') || field === 'cashPayoffDays') return `${WORDS}.errors.days`;
  if (field.endsWith('count') || field.endsWith('sources')) return `${WORDS}.errors.count`;
  if (field.endsWith('bandPercent')) return `${WORDS}.errors.bandPercent`;
  if (field === 'matchThreshold' || field === 'reviewThreshold' || field === 'relevantUsd') {
    return `${WORDS}.errors.${field}`;
  }
  if (field === 'highAmountCentavos') return `${WORDS}.errors.highAmountCentavos`;
  return undefined;
}

/** The form's field of an API field (`settings.highAmountCentavos` → `highAmount`). */
function formField(apiField: string): string | undefined {
  if (apiField === 'settings') return 'changes';
  const field = apiField.replace(/^settings\./, '');
  if (field === 'highAmountCentavos') return 'highAmount';
  if (field.startsWith('highRiskMunicipalities')) return 'municipalities';
  return field;
}

/**
 * `intent=thresholds`: asks for the thresholds typed at the version read (every field sent: the
 * API keeps only those that differ), and says another officer must approve it.
 */
export async function thresholdsAction(request: Request, admin: SignedInAdmin, form: FormData) {
  const value = (name: string) => String(form.get(name) ?? '').trim();
  const intent = 'thresholds';
  const fields: Record<string, MessageKey> = {};
  const numbers: Record<string, number> = {};
  for (const name of THRESHOLD_NUMBERS) {
    const read = whole(value(name));
    if (read === null) fields[name] = value(name) ? `${WORDS}.form.whole` : 'errors:code.required';
    else numbers[name] = read;
  }
  const amount = typedCentavos(value('highAmount'), `${WORDS}.form.amountInvalid`);
  if ('error' in amount) fields.highAmount = amount.error;
  const reason = readReason(form);
  if (!reason) fields.reason = `${WORDS}.form.reasonShort`;
  const version = whole(value('version'));
  if (version === null || Object.keys(fields).length > 0 || !reason || 'error' in amount) {
    return invalid(intent, fields, form);
  }
  const n = (name: (typeof THRESHOLD_NUMBERS)[number]) => numbers[name] ?? 0;
  const settings: AmlSettingsChangeRequest['settings'] = {
    matchThreshold: n('matchThreshold'),
    reviewThreshold: n('reviewThreshold'),
    relevantUsd: n('relevantUsd'),
    structuring: {
      days: n('structuring.days'),
      count: n('structuring.count'),
      bandPercent: n('structuring.bandPercent'),
    },
    manySources: { days: n('manySources.days'), sources: n('manySources.sources') },
    cashPayoffDays: n('cashPayoffDays'),
    highAmountCentavos: amount.centavos,
    highRiskMunicipalities: value('municipalities')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 0),
  };
  const result = await admin.api.backOffice.requestAmlSettings({ body: { version, settings, reason } });
  if (result.success) return redirectWithNotice(admin, '/compliance', `${WORDS}.form.asked`);
  return refused(request, admin, intent, result, { form, fieldOf: formField, fieldWords });
}
