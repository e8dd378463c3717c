import type { DecisionDetail, EvidenceCheck } from '@lender/contracts';
import { formatMoney, type MessageKey, type Translate } from '@lender/i18n';
import { codeWords } from './codes';

// The decision panel's evidence in words (issue 48): an engine reason with its figures, a check's
// outcome. Centavos read as money, codes through their catalogues, never a raw code or a number
// without its meaning.

type Reason = DecisionDetail['reasons'][number];

/** The reason parameters that are amounts in centavos, by reason. */
const MONEY_PARAMS: Record<string, readonly string[]> = {
  'decision.incomeTooLow': ['income', 'min'],
  'decision.affordable': ['affordable', 'requested'],
  'decision.decrease': ['affordable', 'requested'],
  'decision.increase': ['affordable', 'requested'],
  'decision.approve': ['affordable', 'requested'],
  'decision.specialOffer': ['affordable', 'requested'],
  'decision.affordableBelowMinimum': ['affordable', 'min'],
};

/** Reasons worded by the template of another (the affordability outcomes share one). */
const SAME_DETAIL: Record<string, string> = {
  'decision.decrease': 'decision.affordable',
  'decision.increase': 'decision.affordable',
  'decision.approve': 'decision.affordable',
};

/** A template's values, each in words: money, an employment status, an application status. */
function detailParams(t: Translate, reason: Reason): Record<string, string | number> {
  const money = MONEY_PARAMS[reason.code] ?? [];
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(reason.params ?? {})) {
    if (money.includes(name) && typeof value === 'number') values[name] = formatMoney(value);
    else if (name === 'employment')
      values[name] = t(`catalog:employmentStatus.${String(value)}` as MessageKey);
    else if (name === 'outcome') values[name] = codeWords.of(t, 'applicationStatus', String(value));
    else if (typeof value === 'number' || typeof value === 'string') values[name] = value;
  }
  return values;
}

/** The template key of a reason's detail, or null when the reason has none. */
function detailKey(t: Translate, reason: Reason): MessageKey | null {
  let code = SAME_DETAIL[reason.code] ?? reason.code;
  if (code === 'decision.idDocumentMissing' && reason.params?.evidence === 'not_provided')
    code = 'decision.idDocumentNotReadable';
  const key = `backoffice:review.reasons.details.${code}` as MessageKey;
  const text = t(key);
  return text === key || text === key.slice(key.indexOf(':') + 1) ? null : key;
}

/**
 * An engine reason in words: what the rule looks at, why, and — when the reason carries its figures
 * — the figures in a sentence: "Capacidad de pago: Aprobado por un monto menor. Puede pagar hasta
 * $2,000.00; pidió $3,000.00."
 */
export function reasonWords(
  t: Translate,
  reason: Reason,
): { rule: string; why: string; detail: string | null } {
  const key = detailKey(t, reason);
  const params = detailParams(t, reason);
  // A template whose figures are missing would show its placeholders: the words alone then.
  const complete = key !== null && !/\{\{/.test(t(key, params));
  return {
    rule: codeWords.of(t, 'decisionRule', reason.rule),
    why: codeWords.of(t, 'decisionReason', reason.code),
    detail: key !== null && complete ? t(key, params) : null,
  };
}

/** A check's outcome in words: "Coincide con el nombre", "Dígito verificador incorrecto", "No se pudo comprobar…". */
export function checkWords(
  t: Translate,
  check: 'structure' | 'checkDigit' | 'name' | 'birthDate' | 'matchesCurp',
  result: EvidenceCheck,
): string {
  return result === 'unknown'
    ? t('backoffice:review.checks.unknown')
    : t(`backoffice:review.checks.${check}.${result}`);
}
