import type { DeletionAssessmentView } from '@lender/contracts';
import { formatDate } from '@lender/i18n';
import { serverTranslator } from '../../lib/forms.server';

/** One duty's period over a group, in words: until when and since what, and the law it rests on. */
export interface PeriodWords {
  readonly period: string;
  readonly source: string;
}

/** The kinds of data kept for the same reasons and periods until the same day, in words: one paragraph for all. */
export interface KeptGroupWords {
  readonly items: readonly string[];
  readonly reasons: readonly string[];
  /** Each duty's period still running over these kinds, with its legal basis. */
  readonly periods: readonly PeriodWords[];
  /** Until when: a date (`dd.mm.yyyy`), or while a loan or an application is open. */
  readonly until: string;
}

/**
 * What a cancellation would do with the borrower's data today, in their words (`client.deletionAssessment`,
 * issue 51). The kinds of data and the reasons are `catalog` words, which the browser never loads:
 * they are put into words here, on the server, and the page only shows them.
 */
export interface DeletionPreviewWords {
  readonly state: DeletionAssessmentView['state'];
  readonly blockedAt: string | null;
  readonly anonymisedAt: string | null;
  /** What goes as soon as the data is blocked (none once it is anonymised). */
  readonly deletedNow: { readonly title: string; readonly items: readonly string[] } | null;
  /**
   * What stays blocked, grouped by its reasons, periods and last day, and when all of it is anonymised
   * together (none once it is anonymised).
   */
  readonly kept: {
    readonly title: string;
    readonly groups: readonly KeptGroupWords[];
    readonly anonymisedAfter: string | null;
  } | null;
}

/**
 * The assessment in words, the kept kinds grouped by reasons, periods and day in the order the API
 * lists them; each period with its dates and the law it rests on (ADR 313).
 */
export function deletionPreviewWords(assessment: DeletionAssessmentView): DeletionPreviewWords {
  const t = serverTranslator();
  const over = assessment.state === 'anonymised';
  const groups = new Map<string, KeptGroupWords & { items: string[] }>();
  for (const item of assessment.kept) {
    const periods = item.retention.map(({ duty, since, until }) => `${duty}:${since}:${until}`);
    const key = `${item.reasons.join(',')}|${periods.join(',')}|${item.until ?? ''}`;
    const group = groups.get(key) ?? {
      items: [],
      reasons: item.reasons.map((reason) => t(`catalog:personalData.reason.${reason}`)),
      periods: item.retention.map(({ duty, since, until }) => ({
        period: t(`catalog:personalData.period.${duty}`, {
          since: formatDate(since),
          until: formatDate(until),
        }),
        source: t('catalog:personalData.basedOn', { source: t(`catalog:personalData.source.${duty}`) }),
      })),
      until: item.until
        ? t('catalog:personalData.keptUntil', { date: formatDate(item.until) })
        : t('profile:rights.file.cancellation.assessment.whileOpen'),
    };
    group.items.push(t(`catalog:personalData.category.${item.category}`));
    groups.set(key, group);
  }
  return {
    state: assessment.state,
    blockedAt: assessment.blockedAt,
    anonymisedAt: assessment.anonymisedAt,
    deletedNow:
      over || assessment.deletedAtBlock.length === 0
        ? null
        : {
            title: t('catalog:personalData.deletedNow'),
            items: assessment.deletedAtBlock.map((code) => t(`catalog:personalData.category.${code}`)),
          },
    kept:
      over || groups.size === 0
        ? null
        : {
            title: t('catalog:personalData.keptBlocked'),
            groups: [...groups.values()],
            anonymisedAfter: assessment.keptUntil
              ? t('catalog:personalData.anonymisedAfter', { date: formatDate(assessment.keptUntil) })
              : null,
          },
  };
}
