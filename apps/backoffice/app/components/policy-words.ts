import {
  type CreditPolicyDocument,
  POLICY_CUT_OFF_KINDS,
  POLICY_CUT_OFFS,
  type PolicyCutOff,
  type PolicyCutOffs,
} from '@lender/contracts';
import {
  formatMoney,
  formatMoneyInput,
  formatPercent,
  type MessageKey,
  parseMoneyInput,
  type Translate,
} from '@lender/i18n';
import { moneyWords } from '../money-form';

// The credit policy's cut-offs and rules as a person reads and types them (issue 67): income in
// pesos ($4,000.00), default rates as percents with two decimals (15.00%), ages in years, counts.

/** A cut-off's value in words: `$4,000.00`, `15.00%`, `50%`, `18`. */
export function cutOffText(name: PolicyCutOff, value: number): string {
  switch (POLICY_CUT_OFF_KINDS[name]) {
    case 'centavos':
      return formatMoney(value);
    case 'bps':
      return formatPercent(value / 100, { decimals: 2 });
    case 'percent':
      return formatPercent(value, { decimals: 0 });
    default:
      return String(value);
  }
}

/** A cut-off as its field shows it to be typed over: pesos `4000`, percent `15.00`, whole numbers. */
export function cutOffInput(name: PolicyCutOff, value: number): string {
  switch (POLICY_CUT_OFF_KINDS[name]) {
    case 'centavos':
      return formatMoneyInput(value);
    case 'bps':
      return (value / 100).toFixed(2);
    default:
      return String(value);
  }
}

const WHOLE = /^\d{1,9}$/;

/**
 * The cut-offs of a form (`cutOff.<name>` fields), or the words beside each that is not a number
 * of its kind (nothing is sent). Pesos and percents are read as text, never through a float.
 */
export function parseCutOffs(
  form: FormData,
): { ok: true; cutOffs: PolicyCutOffs } | { ok: false; fields: Record<string, MessageKey> } {
  const fields: Record<string, MessageKey> = {};
  const cutOffs = {} as Record<PolicyCutOff, number>;
  for (const name of POLICY_CUT_OFFS) {
    const typed = String(form.get(`cutOff.${name}`) ?? '').trim();
    const kind = POLICY_CUT_OFF_KINDS[name];
    if (kind === 'centavos' || kind === 'bps') {
      // Percent with two decimals is read like pesos and centavos: `15.00` → 1500 basis points.
      const parsed = parseMoneyInput(typed);
      if (parsed.ok) cutOffs[name] = parsed.centavos;
      else
        fields[`cutOff.${name}`] =
          kind === 'bps'
            ? 'backoffice:creditPolicy.share'
            : moneyWords(typed, 'backoffice:creditPolicy.amount');
    } else if (WHOLE.test(typed)) {
      cutOffs[name] = Number(typed);
    } else {
      fields[`cutOff.${name}`] = 'backoffice:creditPolicy.wholeNumber';
    }
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, cutOffs };
}

/** Each rule of a document in words, in the order the policy checks them. */
export function ruleLines(t: Translate, document: CreditPolicyDocument): string[] {
  const lines = document.knockOuts.map((rule) => {
    switch (rule.check) {
      case 'min_age':
      case 'max_age':
        return t(`backoffice:creditPolicy.knockOuts.${rule.check}`, { years: rule.years });
      case 'min_income':
        return t('backoffice:creditPolicy.knockOuts.min_income', { amount: formatMoney(rule.centavos) });
      case 'max_active_loans':
        return t('backoffice:creditPolicy.knockOuts.max_active_loans', { count: rule.count });
      default:
        return t(`backoffice:creditPolicy.knockOuts.${rule.check}`);
    }
  });
  if (document.firstLoanNeedsIdDocument) lines.push(t('backoffice:creditPolicy.documentRule'));
  const { offer } = document;
  lines.push(
    t('backoffice:creditPolicy.offerRule', {
      percent: formatPercent(offer.paycheckSharePercent, { decimals: 0 }),
      special: offer.specialOfferMinClosedLoans,
      increase: offer.increaseMinClosedLoans,
    }),
  );
  return lines;
}
