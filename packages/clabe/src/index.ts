export type { Bank, BankInput } from './banks';
export { banks, findBank, withBanks } from './banks';
export type {
  ClabeCity,
  ClabeErrorCode,
  ClabeInvalid,
  ClabeResult,
  ClabeValid,
  ClabeWarning,
  PlazaLookup,
  ValidateClabeOptions,
} from './clabe';
export { CLABE_LENGTH, clabeCheckDigit, formatClabe, makeClabe, validateClabe } from './clabe';
