/**
 * The stages of a borrower's way to a signed loan, in order: what the progress bar counts. The
 * three first happen before the account exists (the site keeps them in its session); the server
 * knows the others. `income_proof` is a payroll slip or a bank statement; `decision` covers the
 * loading page and an offer the lender changed; `payout_account` is the CLABE and the card or
 * direct-debit consent; `signature` is the SMS code on the offer page.
 *
 * @example
 * ```ts
 * import { WIZARD_STAGES } from '@lender/calculator/platform';
 *
 * WIZARD_STAGES.at(-1); //=> 'signature'
 * ```
 */
export const WIZARD_STAGES = [
  'phone',
  'code',
  'details',
  'employment',
  'address',
  'reference',
  'apply',
  'facebook',
  'id_document',
  'bank_link',
  'income_proof',
  'decision',
  'payout_account',
  'summary',
  'signature',
] as const;

/** A stage of {@link WIZARD_STAGES}. */
export type WizardStage = (typeof WIZARD_STAGES)[number];

/** The stages before the account exists, in the order the registration page asks them. */
export type PreAccountStage = 'phone' | 'code' | 'details';

/**
 * One borrower's stages: `done`, or `todo` (the one in front of them and those still ahead). A stage
 * that is not theirs (a repeat borrower's registration, a cash payout's account) is left out.
 */
export type WizardPath = Readonly<Partial<Record<WizardStage, 'done' | 'todo'>>>;

/** The whole progress bar: 100. */
export const PROGRESS_TOTAL = 100;

/** Where the bar starts: a borrower who is only beginning already sees some of it filled. */
export const PROGRESS_INITIAL_REGISTRATION = 30;

/**
 * The progress bar of a borrower's path: it starts at {@link PROGRESS_INITIAL_REGISTRATION} and
 * shares the rest among the borrower's own stages, counting those done. Rounded down, so it reaches
 * {@link PROGRESS_TOTAL} only when nothing is left to do — the signature included.
 *
 * @example
 * ```ts
 * import { wizardPercent } from '@lender/calculator/platform';
 *
 * wizardPercent({ phone: 'done', code: 'todo', signature: 'todo' }); //=> 53
 * wizardPercent({ signature: 'done' }); //=> 100
 * ```
 */
export function wizardPercent(path: WizardPath): number {
  let done = 0;
  let todo = 0;
  for (const stage of WIZARD_STAGES) {
    if (path[stage] === 'done') done += 1;
    else if (path[stage] === 'todo') todo += 1;
  }
  if (todo === 0) return PROGRESS_TOTAL;
  const share = PROGRESS_TOTAL - PROGRESS_INITIAL_REGISTRATION;
  return PROGRESS_INITIAL_REGISTRATION + Math.floor((share * done) / (done + todo));
}

/**
 * What a visitor without an account has in front of them: the stages of a first loan paid out by
 * transfer (a Facebook sign-in only for visitors the server sends there later), with the
 * registration's own stages done up to `stage`.
 *
 * @example
 * ```ts
 * import { preAccountPath, wizardPercent } from '@lender/calculator/platform';
 *
 * wizardPercent(preAccountPath('phone')); //=> 30
 * wizardPercent(preAccountPath('details')); //=> 40
 * ```
 */
export function preAccountPath(stage: PreAccountStage): WizardPath {
  const order: readonly PreAccountStage[] = ['phone', 'code', 'details'];
  const reached = order.indexOf(stage);
  const path: Partial<Record<WizardStage, 'done' | 'todo'>> = {};
  for (const each of WIZARD_STAGES) {
    if (each === 'facebook') continue;
    const at = order.indexOf(each as PreAccountStage);
    path[each] = at >= 0 && at < reached ? 'done' : 'todo';
  }
  return path;
}
