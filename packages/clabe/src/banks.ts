/**
 * A participant in SPEI, Mexico's interbank payment system, as the first three digits of a CLABE
 * name it.
 */
export interface Bank {
  /** The CLABE bank code: the first three digits of a CLABE, e.g. `'012'`. */
  readonly code: string;
  /** The institution's name as Banco de México lists it among SPEI participants, e.g. `'BBVA MEXICO'`. */
  readonly name: string;
  /**
   * The participant key in SPEI (five digits; Banco de México's own is `'2001'`). The CLABE code is its
   * last three digits. Absent for a legacy code that no public list gives a key for.
   */
  readonly speiKey?: string;
  /**
   * `true` for a code that is no longer a current SPEI participant but still appears on accounts
   * (a second code of a participant, or an institution that merged or left).
   */
  readonly legacy: boolean;
}

/**
 * Current SPEI participants, one per line as `speiKey name`: the CLABE code is the key's last three digits.
 * Source: Banco de México's participant list (https://www.banxico.org.mx/cep-scl/listaInstituciones.do),
 * as mirrored in public catalogues (cuenca-mx/clabe-python and others), 2025. Names as Banxico spells them.
 */
const CURRENT = `
2001 BANXICO
37006 BANCOMEXT
37009 BANOBRAS
40012 BBVA MEXICO
40014 SANTANDER
37019 BANJERCITO
40002 BANAMEX
40021 HSBC
40030 BAJIO
40036 INBURSA
40042 MIFEL
40044 SCOTIABANK
40058 BANREGIO
40059 INVEX
40060 BANSI
40062 AFIRME
40072 BANORTE
40106 BANK OF AMERICA
40108 MUFG
40110 JP MORGAN
40112 BMONEX
40113 VE POR MAS
40124 CITI MEXICO
40127 AZTECA
40128 KAPITAL
40129 BARCLAYS
40130 COMPARTAMOS
40132 MULTIVA BANCO
40133 ACTINVER
37135 NAFIN
40136 INTERCAM BANCO
40137 BANCOPPEL
40138 UALA
40140 CONSUBANCO
40141 VOLKSWAGEN
40145 BBASE
40147 BANKAOOL
40148 PAGATODO
40150 INMOBILIARIO
40151 DONDE
40152 BANCREA
40154 BANCO COVALTO
40155 ICBC
40156 SABADELL
40157 SHINHAN
40158 MIZUHO BANK
40159 BANK OF CHINA
40160 BANCO S3
37166 BaBien
40167 HEY BANCO
37168 HIPOTECARIA FED
40170 REVOLUT
90600 MONEXCB
90601 GBM
90602 MASARI
90605 VALUE
90616 FINAMEX
90617 VALMEX
90620 PROFUTURO
90631 TRF
90634 FINCOMUN
40638 NUBANK
90646 STP
90652 CREDICAPITAL
90653 KUSPIT
90656 UNAGRA
90659 ASP INTEGRA OPC
90660 ALTOR
90661 KLAR
90670 LIBERTAD
90677 CAJA POP MEXICA
90680 CRISTOBAL COLON
90683 CAJA TELEFONIST
90684 TRANSFER
90685 FONDO (FIRA)
90688 CREDICLUB
90699 FONDEADORA
90703 TESORED
90706 ARCUS FI
90710 NVIO
90714 PPBALANCEMX
90715 CASHI CUENTA
90720 MexPago
90721 albo
90722 Mercado Pago W
90723 Cuenca
90725 COOPDESARROLLO
90727 TRANSFER DIRECT
90728 SPIN BY OXXO
90729 Dep y Pag Dig
90730 Clip
90732 Peibo
90734 FINCO PAY
90738 FINTOC
90901 CLS
90902 INDEVAL
90903 CoDi Valida`;

/**
 * Codes that left the current list but still appear on accounts, one per line as `speiKey name`
 * (or `code name` when no public list gives a key).
 * Sources: earlier Banxico participant lists (2019–2024, e.g. center-key/clabe-validator's
 * participante.txt and older cuenca-mx/clabe-python releases) and clabe-validator's bank map
 * (846, STP's second code, has no published key).
 */
const LEGACY = `
40102 ACCENDO BANCO
40103 AMERICAN EXPRES
40126 CREDIT SUISSE
40131 FAMSA
40143 CIBANCO
90606 ESTRUCTURADORES
90608 VECTOR
90613 MULTIVA CBOLSA
90614 ACCIVAL
90623 SKANDIA
90630 CB INTERCAM
90636 HDI SEGUROS
90637 ORDER
90642 REFORMA
90648 EVERCORE
90649 OSKNDIA
90655 SOFIEXPRESS
90674 AXA
90679 FND
90686 INVERCAP
90689 FOMPED
91812 BBVA BANCOMER2
90814 SANTANDER2
91821 HSBC2
846 STP`;

function parse(table: string, legacy: boolean): Bank[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const space = line.indexOf(' ');
      const key = line.slice(0, space);
      const bank: Bank = { code: key.slice(-3), name: line.slice(space + 1), legacy };
      return Object.freeze(space > 3 ? { ...bank, speiKey: key } : bank);
    });
}

function sortByCode(list: Bank[]): readonly Bank[] {
  return Object.freeze(list.sort((a, b) => (a.code < b.code ? -1 : 1)));
}

/**
 * Every bank code this package knows, sorted by code: each current SPEI participant, plus legacy
 * codes (`legacy: true`) that still appear on accounts. Frozen; extend it with {@link withBanks}.
 *
 * @example
 * ```ts
 * import { banks } from '@lender/clabe';
 *
 * const options = banks.filter((bank) => !bank.legacy).map((bank) => ({ value: bank.code, label: bank.name }));
 * ```
 */
export const banks: readonly Bank[] = /* @__PURE__ */ sortByCode([
  ...parse(CURRENT, false),
  ...parse(LEGACY, true),
]);

const indexes = new WeakMap<readonly Bank[], (Bank | undefined)[]>();

/**
 * The banks of a catalog indexed by code as a number (0–999), built once per catalog: validation
 * looks a bank up without allocating a string.
 * @internal
 */
export function bankIndex(catalog: readonly Bank[]): (Bank | undefined)[] {
  let index = indexes.get(catalog);
  if (!index) {
    index = [];
    for (const bank of catalog) index[+bank.code] = bank;
    indexes.set(catalog, index);
  }
  return index;
}

/**
 * Finds a bank by its three-digit CLABE code.
 *
 * @param code - The first three digits of a CLABE.
 * @param catalog - The banks to search. @default banks
 * @returns The bank, or `undefined` when the code is unknown.
 *
 * @example
 * ```ts
 * findBank('646'); // { code: '646', name: 'STP', speiKey: '90646', legacy: false }
 * findBank('846')?.legacy; // true
 * ```
 */
export function findBank(code: string, catalog: readonly Bank[] = banks): Bank | undefined {
  return /^\d{3}$/.test(code) ? bankIndex(catalog)[+code] : undefined;
}

/** A bank to add with {@link withBanks}: `legacy` defaults to `false`. */
export interface BankInput {
  readonly code: string;
  readonly name: string;
  readonly speiKey?: string;
  readonly legacy?: boolean;
}

/**
 * Returns a new catalog: the built-in {@link banks} plus `extra`, where an extra bank replaces a
 * built-in one with the same code. Pass it to `validateClabe` as `banks` — useful when Banxico adds a
 * participant before this package is released again.
 *
 * @param extra - Banks to add; `code` must be three digits and `speiKey`, when given, must end in it.
 * @param base - The catalog to extend. @default banks
 * @throws {TypeError} When a bank's code, key or name is malformed.
 *
 * @example
 * ```ts
 * const catalog = withBanks([{ code: '799', name: 'NEW PAY', speiKey: '90799' }]);
 * validateClabe('799180000000000008', { banks: catalog }).ok; // true
 * ```
 */
export function withBanks(extra: readonly BankInput[], base: readonly Bank[] = banks): readonly Bank[] {
  const merged = new Map(base.map((bank) => [bank.code, bank]));
  for (const { code, name, speiKey, legacy } of extra) {
    // A key is 4–5 digits ending in the code (Banxico's own is 2001).
    if (
      !/^\d{3}$/.test(code) ||
      !name ||
      (speiKey !== undefined && !new RegExp(`^\\d\\d?${code}$`).test(speiKey))
    ) {
      throw new TypeError(`Invalid bank: ${code}`);
    }
    const bank: Bank = { code, name, legacy: legacy === true };
    merged.set(code, Object.freeze(speiKey === undefined ? bank : { ...bank, speiKey }));
  }
  return sortByCode([...merged.values()]);
}
