import { findBank, banks as speiBanks } from '@lender/clabe';
import type { Database } from '@lender/db';
import { z } from 'zod';
import { readSetting, writeSetting } from './settings';

/**
 * Banks (spec §3: "Bank list entries have a value; a bank is kept only if it is also in the
 * enabled list"; spec §5: the first three CLABE digits must be in a whitelist of allowed banks).
 * The catalogue is the SPEI participant list of `@lender/clabe`; the enabled list (banks whose
 * CLABE may receive a disbursement) is the `settings` row `banks_enabled` — an array of 3-digit
 * codes — or, without it, {@link DEFAULT_ENABLED_BANK_CODES}.
 */
export const BANKS_ENABLED_SETTING_KEY = 'banks_enabled';

/**
 * The default enabled list: retail banks and regulated fintechs where Mexican borrowers keep
 * payroll or debit accounts (development banks, brokers and market infrastructure are left out).
 */
export const DEFAULT_ENABLED_BANK_CODES = [
  '002', // BANAMEX
  '012', // BBVA MEXICO
  '014', // SANTANDER
  '021', // HSBC
  '030', // BAJIO
  '036', // INBURSA
  '042', // MIFEL
  '044', // SCOTIABANK
  '058', // BANREGIO
  '062', // AFIRME
  '072', // BANORTE
  '127', // AZTECA
  '130', // COMPARTAMOS
  '137', // BANCOPPEL
  '138', // UALA
  '147', // BANKAOOL
  '148', // PAGATODO
  '151', // DONDE
  '156', // SABADELL
  '167', // HEY BANCO
  '638', // NUBANK
  '646', // STP
  '661', // KLAR
  '699', // FONDEADORA
  '721', // albo
  '722', // Mercado Pago W
  '728', // SPIN BY OXXO
] as const;

const BankCodeListSchema = z.array(z.string().regex(/^\d{3}$/));

/** A bank as the API lists it. */
export interface BankView {
  readonly code: string;
  readonly name: string;
  /** A CLABE of this bank may receive disbursements. */
  readonly enabled: boolean;
}

/** The enabled bank codes in force (the `settings` row, else the default), sorted. */
export async function readEnabledBankCodes(db: Database): Promise<string[]> {
  const stored = await readSetting(db, BANKS_ENABLED_SETTING_KEY, BankCodeListSchema);
  return [...new Set(stored ?? DEFAULT_ENABLED_BANK_CODES)].sort();
}

/** An enabled-list code that is not in the SPEI catalogue. */
export class UnknownBankCodeError extends Error {
  override readonly name = 'UnknownBankCodeError';
  constructor(readonly codes: readonly string[]) {
    super(`Unknown bank codes: ${codes.join(', ')}`);
  }
}

/** Throws `UnknownBankCodeError` naming every code that is not in the SPEI catalogue. */
export function checkBankCodes(codes: readonly string[]): void {
  const unknown = codes.filter((code) => !findBank(code));
  if (unknown.length > 0) throw new UnknownBankCodeError(unknown);
}

/** Replaces the enabled list (every code must be in the SPEI catalogue). */
export async function writeEnabledBankCodes(db: Database, codes: readonly string[]): Promise<void> {
  checkBankCodes(codes);
  await writeSetting(db, BANKS_ENABLED_SETTING_KEY, BankCodeListSchema, [...new Set(codes)].sort());
}

/** `public.banks` (`GET /web/public/bank`): every current SPEI participant, by code, flagged when enabled. */
export async function banks(ctx: { readonly db: Database }): Promise<BankView[]> {
  const enabled = new Set(await readEnabledBankCodes(ctx.db));
  return speiBanks
    .filter((bank) => !bank.legacy)
    .map((bank) => ({ code: bank.code, name: bank.name, enabled: enabled.has(bank.code) }));
}
