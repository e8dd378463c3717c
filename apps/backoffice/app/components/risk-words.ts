import { OVERDUE_BUCKETS, type PROVISION_BUCKETS } from '@lender/contracts';
import type { Translate } from '@lender/i18n';

/** The words of a provisioning bucket: current or an overdue bucket (issue 39). */
export const bucketWords = (t: Translate, bucket: (typeof PROVISION_BUCKETS)[number]) =>
  bucket === 'current' ? t('backoffice:portfolio.current') : t(`backoffice:loans.buckets.${bucket}`);

/** The standings a roll-rate matrix shows as rows: the open ones. */
export const ROLL_FROM = ['current', ...OVERDUE_BUCKETS] as const;
