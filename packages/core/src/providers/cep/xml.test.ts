import { describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-error';
import { cepElementsOf, cepXml, parseCepXml } from './xml';

// A CEP's XML read by name from the document (ADR 323), laid out as Banxico issues it.

const BANXICO_2019 = `<?xml version="1.0" encoding="UTF-8"?>\r
<SPEI_Tercero FechaOperacion="2019-07-12" Hora="13:31:44" ClaveSPEI="40012" sello="c2VsbG8=" numeroCertificado="00001000000402531402" cadenaCDA="||01|12072019|12072019|133144|40012|STP|ORDENANTE|40|646180157042875763|ND|BBVA BANCOMER|BENEFICIARIO &amp; CIA|40|012180004643051249|XAXX010101000|PAGO|000000000000000.00|000000000000008.17|00001000000402531402||c2VsbG8=" claveRastreo="CUENCA1555093850">\r
    <Beneficiario BancoReceptor="BBVA BANCOMER" Nombre="BENEFICIARIO &amp; CIA" TipoCuenta="40" Cuenta="012180004643051249" RFC="XAXX010101000" Concepto="PAGO" IVA="000000000000000.00" MontoPago="000000000000008.17"/>\r
    <Ordenante BancoEmisor="STP" Nombre="ORDENANTE" TipoCuenta="40" Cuenta="646180157042875763" RFC="ND"/>\r
</SPEI_Tercero>`;

const refusal = (xml: string) => {
  try {
    parseCepXml(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderError);
    return (error as ProviderError).message;
  }
  throw new Error('parsed');
};

describe('parseCepXml', () => {
  it("reads Banxico's CEP by its attributes' names, a summer 2019 time at −05:00", () => {
    const proof = parseCepXml(BANXICO_2019);
    expect(proof).toEqual({
      trackingKey: 'CUENCA1555093850',
      settledAt: new Date('2019-07-12T18:31:44Z'),
      amount: 8_17,
      sender: { name: 'ORDENANTE', account: '646180157042875763', bank: 'STP', rfc: 'ND' },
      beneficiary: {
        name: 'BENEFICIARIO & CIA',
        account: '012180004643051249',
        bank: 'BBVA BANCOMER',
        rfc: 'XAXX010101000',
      },
      concept: 'PAGO',
      seal: 'c2VsbG8=',
    });
  });

  it('reads a current CEP at −06:00 and attributes in any order, quoted either way', () => {
    const xml = `<SPEI_Tercero claveRastreo='K1' sello="s" Hora="11:24:10" FechaOperacion="2026-03-05"><Ordenante Cuenta="1"/><Beneficiario MontoPago="1234.5" Cuenta="2"/></SPEI_Tercero>`;
    expect(parseCepXml(xml)).toMatchObject({
      trackingKey: 'K1',
      amount: 1_234_50,
      settledAt: new Date('2026-03-05T17:24:10Z'),
    });
  });

  it('writes what it reads: names with ampersands, accents and quotes survive', () => {
    const proof = {
      trackingKey: 'BNET0100',
      settledAt: new Date('2019-07-12T18:31:44Z'),
      amount: 1_00,
      sender: { name: 'ANA "LA" LÓPEZ & CÍA <SA>', account: '1', bank: '40012', rfc: 'X' },
      beneficiary: { name: 'LENDER', account: '2', bank: '90646', rfc: 'Y' },
      concept: "PAGO D'ABRIL",
    };
    const elements = cepElementsOf(proof, { speiKey: '90646', certificateNumber: '1' });
    const xml = cepXml({ ...elements, root: { ...elements.root, sello: 'c2VsbG8=' } });
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
    expect(parseCepXml(xml)).toEqual({ ...proof, seal: 'c2VsbG8=' });
  });

  it.each([
    ['not XML', 'this is not xml', /not well-formed/],
    ['an HTML page', '<html><body>error</body></html>', /root is html/],
    ['unclosed', '<SPEI_Tercero FechaOperacion="2026-03-05">', /not well-formed/],
    ['an attribute twice', BANXICO_2019.replace('Hora="13:31:44"', 'Hora="1" Hora="2"'), /not well-formed/],
    [
      'an entity from outside',
      `<!DOCTYPE SPEI_Tercero [<!ENTITY e SYSTEM "file:///etc/passwd">]>${BANXICO_2019.replace('<?xml version="1.0" encoding="UTF-8"?>\r\n', '').replace('c2VsbG8=', '&e;')}`,
      /not well-formed/,
    ],
    ['no Beneficiario', BANXICO_2019.replace(/<Beneficiario[^>]*\/>/, ''), /lacks Beneficiario/],
    ['no Ordenante', BANXICO_2019.replace(/<Ordenante[^>]*\/>/, ''), /lacks Ordenante/],
    ['no seal', BANXICO_2019.replace(/ sello="[^"]*"/, ''), /has no sello/],
    ['no time', BANXICO_2019.replace(/ Hora="[^"]*"/, ''), /has no Hora/],
    ['no clave de rastreo', BANXICO_2019.replace(/ claveRastreo="[^"]*"/, ''), /has no claveRastreo/],
    ['no such day', BANXICO_2019.replace('2019-07-12', '2019-02-30'), /dates it 2019-02-30/],
    ['no amount', BANXICO_2019.replace(/ MontoPago="[^"]*"/, ''), /has no MontoPago/],
    ['a negative amount', BANXICO_2019.replace(/MontoPago="[^"]*"/, 'MontoPago="-8.17"'), /pays -8\.17/],
    ['a zero amount', BANXICO_2019.replace(/MontoPago="[^"]*"/, 'MontoPago="0.00"'), /pays 0\.00/],
    ['three decimals', BANXICO_2019.replace(/MontoPago="[^"]*"/, 'MontoPago="8.175"'), /pays 8\.175/],
    ['no account', BANXICO_2019.replace(/ Cuenta="012180004643051249"/, ''), /Beneficiario has no Cuenta/],
  ])('refuses %s with the port’s error', (_, xml, why) => {
    expect(refusal(xml)).toMatch(why);
  });
});
