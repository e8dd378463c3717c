// Registry round trip, TypeScript: must type-check against the published .d.ts files.
import {
  type Bank,
  banks,
  type ClabeErrorCode,
  type ClabeResult,
  type ValidateClabeOptions,
  validateClabe,
  withBanks,
} from '@lender/clabe';
import { type CurpResult, type CurpStateCode, validateCurp } from '@lender/clabe/curp';
import { checkIdentity, type IdentityIssueCode, type IdentityResult } from '@lender/clabe/identity';
import { type PersonName, personRfc } from '@lender/clabe/names';
import { describePlaza, type Plaza, plazas } from '@lender/clabe/plazas';
import { type RfcKind, validateRfc } from '@lender/clabe/rfc';

const options: ValidateClabeOptions = { allowedBanks: ['002', '012'], city: 'lenient', plazas };
const result: ClabeResult = validateClabe('002010077777777771', options);

if (result.ok) {
  // Narrowed to the valid branch: these exist and have these types.
  const bank: Bank = result.bank;
  const cityName: string | undefined = result.city?.name;
  const digit: number = result.checkDigit;
  void [bank.code, cityName, digit, result.account.length];
} else {
  const code: ClabeErrorCode = result.error;
  const message: string = result.message;
  void [code, message];
}

const curp: CurpResult = validateCurp('HEGG560427MVZRRL04');
if (curp.ok) {
  const state: CurpStateCode = curp.state.code;
  const sex: 'H' | 'M' | 'X' = curp.sex;
  void [state, sex, curp.birthDate];
}

const rfc = validateRfc('GODE561231GR8', { checkDigit: true });
const kind: RfcKind | undefined = rfc.ok ? rfc.kind : undefined;
const plaza: Plaza | undefined = describePlaza('180');
const extended: readonly Bank[] = withBanks([{ code: '799', name: 'NEW PAY', speiKey: '90799' }], banks);
const person: PersonName = { givenNames: 'Juan', firstSurname: 'Barrios', secondSurname: null };
export const summary = [kind, plaza?.state, extended.length, personRfc(person, '1970-12-13')] as const;
const identity: IdentityResult = checkIdentity({ ...person, birthDate: '1970-12-13', rfc: 'BAXJ701213000' });
const firstCode: IdentityIssueCode | undefined = identity.issues[0]?.code;
export const identitySummary = [identity.ok, firstCode, identity.expectedRfc] as const;

// @ts-expect-error — 'loose' is not a city mode.
validateClabe('002010077777777771', { city: 'loose' });
// @ts-expect-error — `bank` exists only after narrowing on `ok`.
validateClabe('002010077777777771').bank;
