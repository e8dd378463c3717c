import type { WebSession } from '@lender/web-kit';
import { type CollectorConfig, collectorConfig, newReferenceNumber } from '../../lib/registration.server';

/**
 * Issue 18: the browser completes the scoring dataset before the registration details are
 * submitted, so when the submit is refused that dataset is closed. With the consent still given
 * (`scoring=on` in the refused form), the retry gets a new reference number, kept in the wizard's
 * draft (`registration.ref`, the one linked when the registration succeeds), and the browser starts
 * collecting again with the returned configuration (`null` when the collector is off). Without the
 * consent nothing changes (`undefined`).
 */
export async function nextScoringSession(
  session: Pick<WebSession, 'get' | 'set'>,
  form: FormData,
): Promise<CollectorConfig | null | undefined> {
  if (form.get('scoring') !== 'on') return undefined;
  const ref = newReferenceNumber();
  const draft = session.get('registration');
  session.set('registration', { ...(draft && typeof draft === 'object' ? draft : {}), ref });
  return collectorConfig(ref);
}
