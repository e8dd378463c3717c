import type { BorrowerReason, DecisionReasons } from '@lender/contracts';
import { serverTranslator } from './i18n.server';
import type { RequestContext } from './session.server';

/** Reasons the pages leave out: an approval's reason says nothing a borrower needs to act on. */
const UNSHOWN: readonly BorrowerReason[] = ['within_means'];

/** One reason as the borrower reads it. */
export interface ReasonWords {
  readonly reason: BorrowerReason;
  readonly weighed: string;
  readonly action: string;
}

/** What the rejection and counter-offer pages show of the decision (issue 52), in words. */
export interface DecisionReasonWords {
  readonly reasons: readonly ReasonWords[];
  /** When to apply again; `null` on a counter-offer. */
  readonly reapply: string | null;
  readonly reapplyFrom: string | null;
}

/** The borrower words of a decision's reasons (`catalog:decisionReasons`), or `null` without one. */
export function reasonWords(found: DecisionReasons, rejected: boolean): DecisionReasonWords {
  const t = serverTranslator();
  return {
    reasons: found.reasons
      .filter((reason) => !UNSHOWN.includes(reason))
      .map((reason) => ({
        reason,
        weighed: t(`catalog:decisionReasons.${reason}.weighed`),
        action: t(`catalog:decisionReasons.${reason}.action`),
      })),
    reapply: rejected
      ? t(`catalog:decisionReasons.reapply.${found.reapply}`, { date: found.reapplyFrom })
      : null,
    reapplyFrom: found.reapplyFrom ?? null,
  };
}

/** `client.decisionReasons` in words; `null` when the API has none (no decision yet, an error). */
export async function readReasonWords(
  ctx: RequestContext,
  rejected: boolean,
): Promise<DecisionReasonWords | null> {
  const found = await ctx.api.client.decisionReasons();
  return found.success ? reasonWords(found.data, rejected) : null;
}

/** The headings of the reasons' block (server words: `catalog` is not sent to the browser). */
export function reasonHeadings(): { heading: string; whatYouCanDo: string } {
  const t = serverTranslator();
  return {
    heading: t('catalog:decisionReasons.heading'),
    whatYouCanDo: t('catalog:decisionReasons.whatYouCanDo'),
  };
}
