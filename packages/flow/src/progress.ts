import { PROGRESS_TOTAL } from '@lender/calculator/platform';
import type { FlowState } from './steps.js';

// The journey's progress bar has one owner, `@lender/calculator/platform` (the server computes a
// borrower's `percent` with it too): the stages, their share of the bar, the visitor's stages before
// the account exists. This package re-exports it beside the loading page's own progress.
export {
  PROGRESS_INITIAL_REGISTRATION,
  PROGRESS_TOTAL,
  type PreAccountStage,
  preAccountPath,
  WIZARD_STAGES,
  type WizardPath,
  type WizardStage,
  wizardPercent,
} from '@lender/calculator/platform';

/**
 * Loading-page increment while the server still verifies the client (flow status `active`, the
 * `verification` step): the slower of the two increments.
 */
export const LOADING_PROGRESS_INCREMENT_VERIFYING = 30;

/**
 * Loading-page increment once the flow is `completed` and the server only has the decision left:
 * the faster of the two increments.
 */
export const LOADING_PROGRESS_INCREMENT_DECIDING = 45;

/**
 * The loading-page progress after one more poll ("Loading progress increments by 30 or
 * 45"): +45 when the flow is `completed`, +30 otherwise (still verifying, or not fetched yet),
 * never past {@link PROGRESS_TOTAL} and never below the current value.
 *
 * @example
 * ```ts
 * nextLoadingProgress(30, { step: 'verification', status: 'active' }); //=> 60
 * nextLoadingProgress(60, { step: 'verification', status: 'completed' }); //=> 100
 * ```
 */
export function nextLoadingProgress(progress: number, flow: FlowState | null): number {
  const increment =
    flow?.status === 'completed' ? LOADING_PROGRESS_INCREMENT_DECIDING : LOADING_PROGRESS_INCREMENT_VERIFYING;
  return clampProgress(clampProgress(progress) + increment);
}

/**
 * A progress value forced into `0..PROGRESS_TOTAL` (a non-finite value counts as 0).
 *
 * @example
 * ```ts
 * clampProgress(130); //=> 100
 * ```
 */
export function clampProgress(progress: number): number {
  if (!Number.isFinite(progress)) return 0;
  return Math.min(PROGRESS_TOTAL, Math.max(0, progress));
}
