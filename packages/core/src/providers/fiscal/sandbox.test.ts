import { createVerify, X509Certificate } from 'node:crypto';
import { nodeFromXmlString } from '@nodecfdi/cfdi-core';
import { describe, expect, it } from 'vitest';
import { cadenaOriginal, stampCadena } from './cadena-original';
import { cfdiAmount, cfdiDate, GENERAL_PUBLIC } from './cfdi-xml';
import { centavosOf, checkCfdi, vatBounds } from './check-cfdi';
import { loadCsd, signText } from './csd';
import type { CfdiDraft } from './port';
import { SANDBOX_ISSUER, SANDBOX_PAC_RFC, sandboxFiscal } from './sandbox';
import { createTestCsd } from './test-csd';

const draft: CfdiDraft = {
  series: 'I',
  folio: '7',
  issuedAt: new Date('2026-03-16T18:30:05Z'),
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
    { productKey: '84101700', unitKey: 'E48', description: 'Intereses ordinarios', base: 45_000, vat: 7_200 },
    {
      productKey: '84101700',
      unitKey: 'E48',
      description: 'Comisión  por\n apertura',
      base: 10_003,
      vat: 1_600,
    },
  ],
};

describe('amounts and dates as a CFDI writes them', () => {
  it('writes centavos with two decimals and reads them back exactly', () => {
    expect(cfdiAmount(0)).toBe('0.00');
    expect(cfdiAmount(7)).toBe('0.07');
    expect(cfdiAmount(123_456)).toBe('1234.56');
    expect(centavosOf('1234.56')).toBe(123_456);
    expect(centavosOf('1234.5')).toBeNaN();
  });

  it('writes the date in Mexico City time without a zone', () => {
    expect(cfdiDate(new Date('2026-03-16T18:30:05Z'))).toBe('2026-03-16T12:30:05');
  });

  it("keeps an IVA within Anexo 20's limits: the rounded value, or one centavo either way of the exact product", () => {
    // 100.03 × 0.16 = 16.0048: 16.00 and 16.01 both pass, 15.99 and 16.02 do not.
    expect(vatBounds(10_003, '0.160000')).toEqual({ lower: 1_600, upper: 1_601 });
    // 100.00 × 0.16 = 16.00: from 99.995 × 0.16 = 15.9992 truncated to 100.005 × 0.16 = 16.0008 rounded up.
    expect(vatBounds(10_000, '0.160000')).toEqual({ lower: 1_599, upper: 1_601 });
    expect(vatBounds(1, '0.160000')).toEqual({ lower: 0, upper: 1 });
  });
});

describe('the cadena original (cadenaoriginal_4_0.xslt)', () => {
  it("writes each attribute in the stylesheet's order, optional ones only when present, spaces collapsed", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Serie="G" Folio="9" Fecha="2026-04-01T10:00:00"
  FormaPago="01" NoCertificado="99990000000000000001" SubTotal="100.00" Moneda="MXN" Total="116.00"
  TipoDeComprobante="I" Exportacion="01" MetodoPago="PUE" LugarExpedicion="42501" Sello="x" Certificado="y">
  <cfdi:InformacionGlobal Periodicidad="04" Meses="03" Año="2026"/>
  <cfdi:CfdiRelacionados TipoRelacion="04"><cfdi:CfdiRelacionado UUID="A"/><cfdi:CfdiRelacionado UUID="B"/></cfdi:CfdiRelacionados>
  <cfdi:Emisor Rfc="EKU9003173C9" Nombre="ESCUELA   KEMPER URGATE" RegimenFiscal="601"/>
  <cfdi:Receptor Rfc="XAXX010101000" Nombre="PUBLICO EN GENERAL" DomicilioFiscalReceptor="42501" RegimenFiscalReceptor="616" UsoCFDI="S01"/>
  <cfdi:Conceptos>
    <cfdi:Concepto ClaveProdServ="01010101" NoIdentificacion="P-12" Cantidad="1" ClaveUnidad="ACT" Descripcion=" Venta " ValorUnitario="100.00" Importe="100.00" ObjetoImp="02">
      <cfdi:Impuestos><cfdi:Traslados><cfdi:Traslado Base="100.00" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="16.00"/></cfdi:Traslados></cfdi:Impuestos>
    </cfdi:Concepto>
  </cfdi:Conceptos>
  <cfdi:Impuestos TotalImpuestosTrasladados="16.00"><cfdi:Traslados><cfdi:Traslado Base="100.00" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="16.00"/></cfdi:Traslados></cfdi:Impuestos>
</cfdi:Comprobante>`;
    expect(cadenaOriginal(nodeFromXmlString(xml))).toBe(
      '||4.0|G|9|2026-04-01T10:00:00|01|99990000000000000001|100.00|MXN|116.00|I|01|PUE|42501' +
        '|04|03|2026|04|A|B|EKU9003173C9|ESCUELA KEMPER URGATE|601' +
        '|XAXX010101000|PUBLICO EN GENERAL|42501|616|S01' +
        '|01010101|P-12|1|ACT|Venta|100.00|100.00|02|100.00|002|Tasa|0.160000|16.00' +
        '|100.00|002|Tasa|0.160000|16.00|16.00||',
    );
  });

  it("writes the stamp's cadena (cadenaoriginal_TFD_1_1.xslt)", () => {
    const stamp = nodeFromXmlString(
      '<tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="U" FechaTimbrado="2026-04-01T10:00:01" RfcProvCertif="AAA010101AAA" SelloCFD="S" NoCertificadoSAT="N" SelloSAT="Z"/>',
    );
    expect(stampCadena(stamp)).toBe('||1.1|U|2026-04-01T10:00:01|AAA010101AAA|S|N||');
  });
});

describe('the test CSD', () => {
  it('reads as a CSD of the RFC it was made for, numbered in ASCII digits like SAT numbers them', async () => {
    const files = await createTestCsd({
      rfc: 'EKU9003173C9',
      name: 'ESCUELA KEMPER URGATE',
      certificateNumber: '99990000000000000001',
    });
    const csd = loadCsd(files);
    expect(csd.rfc).toBe('EKU9003173C9');
    expect(csd.certificateNumber).toBe('99990000000000000001');
    expect(csd.credential.isCsd()).toBe(true);
    expect(() => loadCsd({ ...files, password: 'wrong' })).toThrow();
    // Node's RSA signs the cadena's UTF-8 bytes exactly as the credential does, and it verifies.
    const cadena = '||4.0|Préstamo ñandú|100.00||';
    const signed = signText(csd, cadena);
    const byCredential = csd.credential.sign(Buffer.from(cadena, 'utf8').toString('binary'), 'sha256');
    expect(signed).toBe(Buffer.from(byCredential, 'binary').toString('base64'));
    expect(
      csd.credential.verify(
        Buffer.from(cadena, 'utf8').toString('binary'),
        Buffer.from(signed, 'base64').toString('binary'),
        'sha256',
      ),
    ).toBe(true);
  });
});

describe('the sandbox adapter', () => {
  const fiscal = sandboxFiscal();

  it('issues a CFDI that passes every offline rule, its seal verified with the certificate inside it', async () => {
    const stamped = await fiscal.issue(draft);
    const check = checkCfdi(stamped.xml, { certifierCertificate: await fiscal.certifierCertificate() });
    expect(check.problems).toEqual([]);
    expect(check).toMatchObject({ uuid: stamped.uuid, subtotal: 55_003, vat: 8_800, total: 63_803 });
    expect(stamped.providerRfc).toBe(SANDBOX_PAC_RFC);
    // Verified again by hand: SHA-256 with RSA over the UTF-8 cadena, with the embedded certificate.
    const root = nodeFromXmlString(stamped.xml);
    const certificate = new X509Certificate(Buffer.from(root.getAttribute('Certificado'), 'base64'));
    expect(certificate.subject).toContain(`${SANDBOX_ISSUER.rfc} /`);
    const cadena = cadenaOriginal(root);
    expect(cadena).toContain('|JUAN PÉREZ GARCÍA|06600|616|S01|');
    expect(cadena).toContain('|Comisión por apertura|100.03|100.03|02|100.03|002|Tasa|0.160000|16.00|');
    expect(
      createVerify('RSA-SHA256')
        .update(Buffer.from(cadena, 'utf8'))
        .verify(certificate.publicKey, root.getAttribute('Sello'), 'base64'),
    ).toBe(true);
  });

  it('finds a changed amount, a broken seal and an IVA outside its limits', async () => {
    const { xml } = await fiscal.issue(draft);
    const certifierCertificate = await fiscal.certifierCertificate();
    const changed = xml.replace('Importe="450.00"', 'Importe="451.00"');
    expect(checkCfdi(changed, { certifierCertificate }).problems).toEqual(
      expect.arrayContaining(['concepto:1.Importe.not_quantity_times_unit_value', 'sello.invalid']),
    );
    await expect(
      fiscal.issue({ ...draft, concepts: [{ ...draft.concepts[0]!, vat: 7_202 }] }),
    ).rejects.toThrow(/concepto:1.traslado.vat_out_of_bounds/);
    const forged = xml.replace(/SelloSAT="[^"]+"/, `SelloSAT="${Buffer.from('forged').toString('base64')}"`);
    expect(checkCfdi(forged, { certifierCertificate }).problems).toEqual(['timbre.SelloSAT.invalid']);
  });

  it('issues a global CFDI to the general public with its period', async () => {
    const stamped = await fiscal.issue({
      ...draft,
      series: 'G',
      receiver: {
        rfc: GENERAL_PUBLIC.rfc,
        name: GENERAL_PUBLIC.name,
        postalCode: SANDBOX_ISSUER.postalCode,
        regime: '616',
        use: 'S01',
      },
      global: { periodicity: '04', months: '03', year: 2026 },
      concepts: draft.concepts.map((c, i) => ({
        ...c,
        productKey: '01010101',
        unitKey: 'ACT',
        description: 'Venta',
        identification: `P-${i}`,
      })),
    });
    expect(checkCfdi(stamped.xml).problems).toEqual([]);
    expect(stamped.xml).toContain('<cfdi:InformacionGlobal Periodicidad="04" Meses="03" Año="2026"/>');
    const withoutGlobal = stamped.xml.replace(/<cfdi:InformacionGlobal[^>]+>/, '');
    expect(checkCfdi(withoutGlobal).problems).toContain('informacionGlobal.missing');
  });

  it('states each concept of a global CFDI at its own IVA rate, a summary Traslado per rate (issue 62)', async () => {
    // Loans keep the IVA rate they were signed with: one month's global CFDI may sum 16 % and 8 %.
    const stamped = await fiscal.issue({
      ...draft,
      series: 'G',
      receiver: {
        rfc: GENERAL_PUBLIC.rfc,
        name: GENERAL_PUBLIC.name,
        postalCode: SANDBOX_ISSUER.postalCode,
        regime: '616',
        use: 'S01',
      },
      global: { periodicity: '04', months: '03', year: 2026 },
      concepts: [
        {
          productKey: '01010101',
          unitKey: 'ACT',
          description: 'Venta',
          identification: 'P-1',
          base: 45_000,
          vat: 7_200,
        },
        {
          productKey: '01010101',
          unitKey: 'ACT',
          description: 'Venta',
          identification: 'P-2',
          base: 10_003,
          vat: 800,
          vatRate: 0.08,
        },
      ],
    });
    const check = checkCfdi(stamped.xml);
    expect(check.problems).toEqual([]);
    expect(check).toMatchObject({ subtotal: 55_003, vat: 8_000, total: 63_003 });
    expect(stamped.xml).toContain(
      'Base="100.03" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.080000" Importe="8.00"',
    );
    const summary = stamped.xml.slice(stamped.xml.lastIndexOf('<cfdi:Impuestos '));
    expect(summary).toContain(
      'Base="450.00" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="72.00"',
    );
    expect(summary).toContain(
      'Base="100.03" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.080000" Importe="8.00"',
    );
  });

  it('cancels with a reason, and reason 01 only with the replacing CFDI', async () => {
    const { uuid } = await fiscal.issue(draft);
    await expect(
      fiscal.cancel({ uuid, receiverRfc: 'PEGJ800101AB1', total: 63_803, reason: '01' }),
    ).rejects.toThrow();
    const answer = await fiscal.cancel({ uuid, receiverRfc: 'PEGJ800101AB1', total: 63_803, reason: '03' });
    expect(answer.status).toBe('cancelled');
    expect(fiscal.cancellations.at(-1)).toEqual({ uuid, reason: '03' });
  });

  it('can make a cancellation wait for the receiver, who accepts or rejects it', async () => {
    const waiting = sandboxFiscal();
    waiting.requireAcceptance(true);
    const ask = (uuid: string) =>
      waiting.cancellationStatus({ uuid, receiverRfc: 'PEGJ800101AB1', total: 63_803 });
    const [accepted, rejected] = [await waiting.issue(draft), await waiting.issue({ ...draft, folio: '2' })];
    for (const { uuid } of [accepted, rejected]) {
      const answer = await waiting.cancel({
        uuid,
        receiverRfc: 'PEGJ800101AB1',
        total: 63_803,
        reason: '03',
      });
      expect(answer.status).toBe('requested');
      expect((await ask(uuid)).status).toBe('requested');
    }
    waiting.answerCancellation(accepted.uuid, 'accepted');
    waiting.answerCancellation(rejected.uuid, 'rejected');
    expect((await ask(accepted.uuid)).status).toBe('cancelled');
    expect((await ask(rejected.uuid)).status).toBe('rejected');
    expect(() => waiting.answerCancellation(accepted.uuid, 'rejected')).toThrow();
    await expect(ask('00000000-0000-0000-0000-000000000000')).rejects.toThrow();
  });

  it('issues a credit note (tipo E) only related to the CFDIs it reduces (TipoRelacion 01)', async () => {
    const fiscal = sandboxFiscal();
    const income = await fiscal.issue(draft);
    const credit: CfdiDraft = {
      ...draft,
      type: 'E',
      series: 'E',
      paymentForm: '17',
      credits: [income.uuid],
      concepts: [
        { productKey: '84121500', unitKey: 'E48', description: 'Bonificación', base: 10_000, vat: 1_600 },
      ],
    };
    const stamped = await fiscal.issue(credit);
    expect(stamped.xml).toContain('TipoDeComprobante="E"');
    expect(
      checkCfdi(stamped.xml, { certifierCertificate: await fiscal.certifierCertificate() }).problems,
    ).toEqual([]);
    await expect(fiscal.issue({ ...credit, credits: [] })).rejects.toThrow(/relates/);
    // An egreso without its relation 01 is refused by the checks too.
    const unrelated = stamped.xml.replace(/<cfdi:CfdiRelacionados[\s\S]*?<\/cfdi:CfdiRelacionados>/, '');
    expect(checkCfdi(unrelated).problems).toContain('comprobante.egreso.not_related_01');
  });
});
