import { constants, sign } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestCepAuthority, type TestCepAuthority } from '../../../testing/cep-fixtures';
import { ProviderError } from '../provider-error';
import { sandboxCep } from './sandbox';
import { cepCertificateNumber, readCepCertificates, verifyCepSeal } from './seal';

// The seal of a CEP (ADR 323): RSA/SHA-256 by the certificate the CEP names, over the original
// string of `cadenaCDA`, whose fields must also be what the XML's attributes say.

const QUERY = {
  date: '2026-11-27',
  trackingKey: 'BNET01002611270000123456',
  senderBank: '40012',
  receiverBank: '90646',
  beneficiaryAccount: '646180000000000011',
  amount: 1_234_50,
};

let banxico: TestCepAuthority;
let sealed: string;

beforeAll(async () => {
  banxico = await createTestCepAuthority({ now: new Date('2026-11-01T00:00:00Z') });
  const transfer = await sandboxCep({ signer: banxico.signer }).validate(QUERY);
  sealed = new TextDecoder().decode(transfer?.xml);
});

const expectRefused = (xml: string, why: RegExp, trust: string = banxico.certificatePem) => {
  let thrown: unknown;
  try {
    verifyCepSeal(xml, trust);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(ProviderError);
  expect((thrown as ProviderError).message).toMatch(why);
};

describe('verifyCepSeal', () => {
  it("passes a CEP sealed by Banxico's certificate and answers what it proves", () => {
    expect(verifyCepSeal(sealed, banxico.certificatePem)).toMatchObject({
      trackingKey: QUERY.trackingKey,
      amount: 1_234_50,
      beneficiary: { account: QUERY.beneficiaryAccount, bank: '90646' },
    });
    // The bytes as downloaded pass too.
    expect(verifyCepSeal(new TextEncoder().encode(sealed), [banxico.certificate]).amount).toBe(1_234_50);
  });

  it('fails a CEP whose amount was altered, in the attribute or in the signed string too', () => {
    expectRefused(sealed.replace('MontoPago="1234.50"', 'MontoPago="12345.00"'), /MontoPago differs/);
    expectRefused(sealed.replaceAll('1234.50', '12345.00'), /signature is not certificate/);
  });

  it('fails a CEP whose participant key (ClaveSPEI) or beneficiary account was altered', () => {
    expectRefused(sealed.replace('ClaveSPEI="90646"', 'ClaveSPEI="90638"'), /ClaveSPEI differs/);
    expectRefused(sealed.replaceAll('646180000000000011', '646180000000000099'), /signature is not/);
  });

  it('fails a CEP sealed by another key, even one whose certificate has the same number', async () => {
    const impostor = await createTestCepAuthority({
      certificateNumber: banxico.signer.certificateNumber,
      now: new Date('2026-11-01T00:00:00Z'),
    });
    expectRefused(sealed, /signature is not certificate/, impostor.certificatePem);
    const transfer = await sandboxCep({ signer: impostor.signer }).validate(QUERY);
    expectRefused(new TextDecoder().decode(transfer?.xml), /signature is not certificate/);
  });

  it('fails a CEP that names a certificate Banxico was not configured with', async () => {
    const other = await createTestCepAuthority({ certificateNumber: '00001000000500000002' });
    expectRefused(sealed, /is not one of Banxico's configured certificates/, other.certificatePem);
  });

  it('fails a CEP settled outside its certificate’s validity', async () => {
    const later = await createTestCepAuthority({ now: new Date('2027-06-01T00:00:00Z') });
    const transfer = await sandboxCep({ signer: later.signer }).validate(QUERY);
    expectRefused(new TextDecoder().decode(transfer?.xml), /not valid when/, later.certificatePem);
  });

  it('fails a CEP without its signed string, seal or certificate number', () => {
    expectRefused(sealed.replace(/ cadenaCDA="[^"]*"/, ''), /no signed string/);
    expectRefused(sealed.replace(/ sello="[^"]*"/, ''), /SPEI_Tercero has no sello/);
    expectRefused(sealed.replace(/ numeroCertificado="[^"]*"/, ''), /no certificate number/);
  });

  it("verifies Banxico's longer 2024 layout signed as ISO-8859-1, and a summer 2021 CEP at −05:00", async () => {
    // Banxico's certificate of 2021.
    const banxico = await createTestCepAuthority({ now: new Date('2021-01-01T00:00:00Z') });
    const fields = [
      '1',
      '15072021',
      '15072021',
      '133144',
      '90723',
      'BANCO EMISOR',
      'PEÑA ORDENANTE',
      '40',
      '166180026480316602',
      'XAXX010101000',
      'BANCO RECEPTOR',
      'PERSONA BENEFICIARIA',
      '40',
      '723969000011000077',
      'XAXX010101000',
      'CONCEPTO PAGO',
      '0.00',
      '3414.95',
      ...Array.from({ length: 12 }, () => 'NA'),
      banxico.signer.certificateNumber,
    ];
    const original = `||${fields.join('|')}||`;
    // Signed as ISO-8859-1 bytes (the Ñ one byte), which the check also accepts.
    const seal = sign('sha256', Buffer.from(original, 'latin1'), {
      key: banxico.signer.privateKey,
      padding: constants.RSA_PKCS1_PADDING,
    }).toString('base64');
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\r\n<SPEI_Tercero FechaOperacion="2021-07-15" Hora="13:31:44" ClaveSPEI="90723" sello="${seal}" numeroCertificado="${banxico.signer.certificateNumber}" cadenaCDA="${original}${seal}" claveRastreo="BiB202107151016248360">\r\n    <Beneficiario BancoReceptor="BANCO RECEPTOR" Nombre="PERSONA BENEFICIARIA" TipoCuenta="40" Cuenta="723969000011000077" RFC="XAXX010101000" Concepto="CONCEPTO PAGO" IVA="0.00" MontoPago="3414.95"/>\r\n    <Ordenante BancoEmisor="BANCO EMISOR" Nombre="PEÑA ORDENANTE" TipoCuenta="40" Cuenta="166180026480316602" RFC="XAXX010101000"/>\r\n</SPEI_Tercero>`;
    const proof = verifyCepSeal(xml, banxico.certificatePem);
    expect(proof).toMatchObject({ trackingKey: 'BiB202107151016248360', amount: 3_414_95 });
    expect(proof.settledAt.toISOString()).toBe('2021-07-15T18:31:44.000Z');
    expectRefused(xml.replace('Hora="13:31:44"', 'Hora="14:31:44"'), /Hora differs/, banxico.certificatePem);
  });
});

describe("Banxico's certificate from configuration", () => {
  it('reads the 20-digit number a certificate carries as its serial, and every certificate of a PEM bundle', async () => {
    const next = await createTestCepAuthority({ certificateNumber: '00001000000600000001' });
    const bundle = `${next.certificatePem}\n${banxico.certificatePem}`;
    expect(readCepCertificates(bundle).map(cepCertificateNumber)).toEqual([
      '00001000000600000001',
      banxico.signer.certificateNumber,
    ]);
    expect(readCepCertificates(new Uint8Array(banxico.certificate.raw)).map(cepCertificateNumber)).toEqual([
      banxico.signer.certificateNumber,
    ]);
    expect(verifyCepSeal(sealed, bundle).amount).toBe(1_234_50);
  });
});
