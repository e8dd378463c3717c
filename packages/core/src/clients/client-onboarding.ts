import { validateClabe } from '@lender/clabe';
import { readEnabledBankCodes } from '../catalog/banks';
import { nationalDigits } from '../contact/phone';
import { CoreError } from '../errors/core-error';
import { checkAddress } from '../geo/address-directory';
import { clabeViolation } from './clabe-check';
import type { ClientsContext } from './client-context';
import { type ClientsService, upsertContact } from './client-model';

/** The registration steps after the account: CURP, CLABE, contacts, steps two to four. */
export function createClientOnboarding(ctx: ClientsContext) {
  const { deps, db, pii, byId, assertUnique, checkCurp, touch, recordOwnChange, addStep } = ctx;
  const service: Pick<
    ClientsService,
    | 'saveNationalIdentificator'
    | 'saveAccountNumber'
    | 'saveAdditionalContact'
    | 'completeStepTwo'
    | 'completeStepThree'
    | 'completeStepFour'
  > = {
    async saveNationalIdentificator(clientId, input) {
      const row = await byId(clientId);
      const curp = checkCurp(input, row.birthDate, ['nationalIdentificator']);
      await assertUnique('curpHash', pii.hash('curp', curp.curp), ['nationalIdentificator'], clientId);
      await touch(clientId, {
        curpEnc: pii.encrypt(curp.curp),
        curpHash: pii.hash('curp', curp.curp),
        birthDate: row.birthDate ?? curp.birthDate,
      });
    },
    async saveAccountNumber(clientId, input) {
      const row = await byId(clientId);
      const enabled = await readEnabledBankCodes(db);
      const result = validateClabe(input, { allowedBanks: enabled });
      if (!result.ok) throw clabeViolation(result, 'accountNumber');
      const hash = pii.hash('clabe', result.clabe);
      await assertUnique('clabeHash', hash, ['accountNumber'], clientId);
      await touch(clientId, {
        clabeEnc: pii.encrypt(result.clabe),
        clabeHash: hash,
        bankCode: result.bank.code,
      });
      await recordOwnChange(clientId, row.clabeEnc ? 'client.clabe_change' : 'client.clabe_add', ['clabe']);
      return {
        bankCode: result.bank.code,
        bankName: result.bank.name,
        masked: `••••${result.clabe.slice(-4)}`,
      };
    },
    async saveAdditionalContact(clientId, input) {
      const row = await byId(clientId);
      // Spec §5: the alternate phone must not equal the client's own mobile.
      if (input.phone === nationalDigits(pii.decrypt(row.phoneEnc)))
        throw new CoreError('must_differ', { field: ['phone'] });
      await upsertContact(db, pii, clientId, 'additional', input);
      return input;
    },
    async completeStepTwo(clientId, input) {
      const row = await byId(clientId);
      const flow = await addStep(row, 2, {
        employment: { ...input },
        salaryCycle: input.salaryCycle,
        payDate: input.payDate,
      });
      await deps.onIncomeChanged?.(clientId);
      return flow;
    },
    async completeStepThree(clientId, input) {
      const row = await byId(clientId);
      // Region, municipality, colonia and postal code must agree with the SEPOMEX catalogue.
      const { violations, resolved } = await checkAddress(db, input);
      if (violations.length > 0 || !resolved) {
        throw new CoreError('validation_failed', {
          violations: violations.map((v) => ({ field: [v.field], code: v.code, message: v.message })),
        });
      }
      return addStep(row, 3, {
        address: {
          ...input,
          region: resolved.region.title,
          city: resolved.city.title,
          ward: resolved.ward.title,
          wardType: resolved.ward.type,
        },
      });
    },
    async completeStepFour(clientId, input) {
      const row = await byId(clientId);
      if (input.phone === nationalDigits(pii.decrypt(row.phoneEnc))) {
        throw new CoreError('must_differ', { field: ['reference', 'phone'] });
      }
      await upsertContact(db, pii, clientId, 'reference', input);
      return addStep(row, 4, {});
    },
  };
  return { service };
}
