export { formatClabe, maskClabe } from './clabe';
export {
  BUSINESS_TIME_ZONE,
  type DateInput,
  daysBetween,
  formatDate,
  formatDateTime,
  formatLongDate,
  parseDisplayDate,
  toApiDate,
} from './date';
export {
  formatMoney,
  formatMoneyInput,
  formatPesos,
  type MoneyInput,
  type MoneyInputProblem,
  parseMoneyInput,
} from './money';
export { formatMoneyInWords } from './money-words';
export { type FormatPercentOptions, formatCat, formatPercent } from './percent';
export { formatPhone, maskPhone, nationalPhoneDigits } from './phone';
export { formatDueIn, formatRelativeDays } from './relative';
