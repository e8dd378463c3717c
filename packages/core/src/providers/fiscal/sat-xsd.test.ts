// Every kind of CFDI the lender issues validates against SAT's XML schemas (cfdv40.xsd with its
// catalogues and data types, TimbreFiscalDigitalv11.xsd for the stamp), and a broken one does not.
// The schemas are read from data/sat-xsd (or SAT_XSD_DIR); the suite is skipped, saying which files
// are missing, until they are there.
import { nodeToXmlString } from '@nodecfdi/cfdi-core';
import { describe, expect, it } from 'vitest';
import {
  describeSatXsdErrors,
  missingSatXsdFiles,
  satXsdFolder,
  validateAgainstSatXsd,
  validateAllAgainstSatXsd,
} from '../../../testing/validate-against-sat-xsd';
import { CONCEPT_KEYS, CREDIT_PAYMENT_FORM, SERIES } from '../../fiscal/fiscal-drafts';
import { comprobanteOf, GENERAL_PUBLIC } from './cfdi-xml';
import { loadCsd, sealComprobante } from './csd';
import type { CfdiDraft } from './port';
import { SANDBOX_ISSUER, sandboxFiscal } from './sandbox';
import { createTestCsd } from './test-csd';

const missing = missingSatXsdFiles();
if (missing.length > 0)
  console.warn(`SAT XSD tests skipped: ${missing.join(', ')} missing from ${satXsdFolder()}`);

const issuedAt = new Date('2026-03-16T18:30:05Z');

/** A borrower's own CFDI for a payment of interest and a fee (series I, receiver with an RFC). */
const income: CfdiDraft = {
  series: SERIES.income,
  folio: '7',
  issuedAt,
  paymentForm: '03',
  vatRate: 0.16,
  receiver: {
    rfc: 'PEGJ800101AB1',
    name: 'JUAN PÉREZ GARCÍA',
    postalCode: '06600',
    regime: '616',
    use: 'S01',
  },
  concepts: [
    {
      ...CONCEPT_KEYS.income,
      identification: 'P-000123',
      description: 'Intereses ordinarios',
      base: 45_000,
      vat: 7_200,
    },
    {
      ...CONCEPT_KEYS.income,
      identification: 'P-000123',
      description: 'Comisión por apertura',
      base: 10_003,
      vat: 1_600,
    },
  ],
};

/** The month's global CFDI to the general public, replacing an earlier one (TipoRelacion 04). */
const global: CfdiDraft = {
  series: SERIES.global,
  folio: '8',
  issuedAt,
  paymentForm: '03',
  vatRate: 0.16,
  receiver: { ...GENERAL_PUBLIC, postalCode: SANDBOX_ISSUER.postalCode, regime: '616', use: 'S01' },
  global: { periodicity: '04', months: '02', year: 2026 },
  replaces: ['5FB2822E-396D-4725-8521-CDC4BDD20CCF'],
  concepts: [
    { ...CONCEPT_KEYS.global, identification: 'P-000124', base: 20_000, vat: 3_200 },
    { ...CONCEPT_KEYS.global, identification: 'P-000125', base: 1, vat: 0 },
  ],
};

/** A credit note (tipo E) of an early payoff's rebate, related (01) to the CFDI it reduces. */
const credit: CfdiDraft = {
  type: 'E',
  series: SERIES.credit,
  folio: '9',
  issuedAt,
  paymentForm: CREDIT_PAYMENT_FORM,
  vatRate: 0.16,
  receiver: income.receiver,
  credits: ['A1B2C3D4-0000-4000-8000-000000000001'],
  concepts: [
    {
      ...CONCEPT_KEYS.income,
      identification: 'P-000126',
      description: 'Bonificación de intereses',
      base: 12_345,
      vat: 1_975,
    },
  ],
};

/** A credit note to the general public, related (01) to the global CFDI it reduces. */
const publicCredit: CfdiDraft = {
  ...credit,
  folio: '10',
  receiver: global.receiver,
  global: global.global,
  concepts: [
    {
      ...CONCEPT_KEYS.global,
      identification: 'P-000127',
      description: 'Bonificación de intereses',
      base: 100,
      vat: 16,
    },
  ],
};

const drafts = { income, global, credit, 'general public’s credit': publicCredit } as const;

describe.skipIf(missing.length > 0)("SAT's CFDI 4.0 schemas", () => {
  it.each(Object.entries(drafts))('validates the %s CFDI sealed, before it is stamped', async (_, draft) => {
    const csd = loadCsd(
      await createTestCsd({
        rfc: SANDBOX_ISSUER.rfc,
        name: SANDBOX_ISSUER.name,
        certificateNumber: '99990000000000000001',
      }),
    );
    const comprobante = comprobanteOf(draft, SANDBOX_ISSUER);
    sealComprobante(comprobante, csd);
    const result = await validateAgainstSatXsd(nodeToXmlString(comprobante, true));
    expect(describeSatXsdErrors(result)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('validates every kind the sandbox PAC stamps, TimbreFiscalDigital 1.1 in cfdi:Complemento included', async () => {
    const fiscal = sandboxFiscal();
    const stamped = await Promise.all(Object.values(drafts).map((draft) => fiscal.issue(draft)));
    for (const cfdi of stamped) expect(cfdi.xml).toContain('<tfd:TimbreFiscalDigital');
    const result = await validateAllAgainstSatXsd(stamped.map((cfdi) => cfdi.xml));
    expect(describeSatXsdErrors(result)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('reports a broken CFDI invalid, saying which attribute and why', async () => {
    const { xml } = await sandboxFiscal().issue(income);
    const cases = [
      // A FormaPago outside c_FormaPago (07 is not a key of it; 99, "por definir", is).
      [xml.replace('FormaPago="03"', 'FormaPago="07"'), /attribute 'FormaPago'.*not an element of the set/],
      // A required attribute left out.
      [xml.replace(/ Exportacion="01"/, ''), /attribute 'Exportacion' is required/],
      // A negative amount (t_Importe allows none).
      [xml.replace(/ Total="[\d.]+"/, ' Total="-1.00"'), /attribute 'Total'/],
      // A stamp without its UUID.
      [xml.replace(/ UUID="[^"]+"/, ''), /TimbreFiscalDigital.*attribute 'UUID' is required/],
    ] as const;
    const result = await validateAllAgainstSatXsd(cases.map(([broken]) => broken));
    expect(result.valid).toBe(false);
    cases.forEach(([, expected], i) => {
      const messages = result.errors.filter((error) => error.document === i).map((error) => error.message);
      expect(messages.join('\n')).toMatch(expected);
    });
    expect(describeSatXsdErrors(result)[0]).toMatch(
      /^cfdi 0, line \d+: Element '\{http:\/\/www\.sat\.gob\.mx\/cfd\/4\}Comprobante'/,
    );
  });
});
