import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestCepAuthority, type TestCepAuthority } from '../../../testing/cep-fixtures';
import { ProviderError } from '../provider-error';
import { banxicoCep } from './banxico';
import type { CepQuery } from './port';
import { sealedCepXml } from './seal';

// A local stand-in for Banxico's CEP service: `valida.do` reads the form and sets a session cookie,
// `descarga.do` answers the CEP of that session only. Nothing reaches the internet.

const QUERY: CepQuery = {
  date: '2026-03-05',
  trackingKey: 'BNET01002603050000123456',
  senderBank: '40012',
  receiverBank: '90646',
  beneficiaryAccount: '646180000000000011',
  amount: 1_234_50,
};

const CERTIFICATES_FROM = new Date('2026-03-01T00:00:00Z');

type Behaviour = 'found' | 'not-found' | 'http-500' | 'garbage' | 'altered-amount' | 'other-clave';
let banxico: TestCepAuthority;
let server: Server;
let baseUrl: string;
let behaviour: Behaviour;
let seen: { form?: URLSearchParams; downloadCookie?: string | undefined; formats: string[] };

async function text(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  // Valid from before the transfer's day, as Banxico's certificate of that time was.
  banxico = await createTestCepAuthority({ now: CERTIFICATES_FROM });
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (behaviour === 'http-500') return void response.writeHead(500).end();
    if (url.pathname === '/cep/valida.do' && request.method === 'POST') {
      seen.form = new URLSearchParams(await text(request));
      if (behaviour === 'not-found') return void response.end('<html>Operación no encontrada</html>');
      response.setHeader('set-cookie', 'JSESSIONID=abc123; Path=/cep; HttpOnly');
      return void response.end('<html>Consulta de CEP</html>');
    }
    if (url.pathname === '/cep/descarga.do') {
      seen.downloadCookie = request.headers.cookie;
      const format = url.searchParams.get('formato') ?? '';
      seen.formats.push(format);
      if (request.headers.cookie !== 'JSESSIONID=abc123') return void response.writeHead(403).end();
      if (behaviour === 'garbage') return void response.end('<html>error</html>');
      if (format === 'PDF') return void response.end(Buffer.from('%PDF-1.4 cep'));
      const xml = sealedCepXml(
        {
          trackingKey: behaviour === 'other-clave' ? 'BNET01002603050000999999' : QUERY.trackingKey,
          settledAt: new Date('2026-03-05T17:24:10Z'),
          amount: QUERY.amount,
          sender: {
            name: 'ANA LÓPEZ & CÍA',
            account: '012180004643051249',
            bank: 'BBVA MEXICO',
            rfc: 'LOAA800101AB1',
          },
          beneficiary: {
            name: 'LENDER',
            account: QUERY.beneficiaryAccount,
            bank: 'STP',
            rfc: 'LEN200101AA1',
          },
          concept: 'PAGO PRESTAMO',
        },
        { speiKey: '90646' },
        banxico.signer,
      );
      return void response.end(
        behaviour === 'altered-amount' ? xml.replace('MontoPago="1234.50"', 'MontoPago="12345.00"') : xml,
      );
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cep`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  behaviour = 'found';
  seen = { formats: [] };
});

describe('Banxico CEP adapter', () => {
  it('asks valida.do with the form Banxico expects and downloads the signed CEP in that session', async () => {
    const transfer = await banxicoCep({ baseUrl, certificates: banxico.certificatePem }).validate(QUERY);
    expect(Object.fromEntries(seen.form ?? [])).toEqual({
      tipoCriterio: 'T',
      fecha: '05-03-2026',
      criterio: QUERY.trackingKey,
      emisor: '40012',
      receptor: '90646',
      cuenta: QUERY.beneficiaryAccount,
      receptorParticipante: '0',
      monto: '1234.50',
      captcha: 'c',
      tipoConsulta: '1',
    });
    expect(seen.downloadCookie).toBe('JSESSIONID=abc123');
    expect(seen.formats).toEqual(['XML', 'PDF']);
    expect(transfer).toMatchObject({
      trackingKey: QUERY.trackingKey,
      amount: 1_234_50,
      concept: 'PAGO PRESTAMO',
      sender: { name: 'ANA LÓPEZ & CÍA', account: '012180004643051249' },
      beneficiary: { account: QUERY.beneficiaryAccount },
    });
    expect(transfer?.seal).toMatch(/^[A-Za-z0-9+/]{300,}={0,2}$/);
    expect(transfer?.settledAt.toISOString()).toBe('2026-03-05T17:24:10.000Z');
    expect(new TextDecoder().decode(transfer?.xml)).toContain('<SPEI_Tercero');
    expect(new TextDecoder().decode(transfer?.pdf ?? new Uint8Array())).toContain('%PDF');
  });

  it('answers null when Banxico does not find the transfer', async () => {
    behaviour = 'not-found';
    expect(await banxicoCep({ baseUrl, certificates: banxico.certificatePem }).validate(QUERY)).toBeNull();
    expect(seen.formats).toEqual([]);
  });

  it.each(['http-500', 'garbage', 'altered-amount', 'other-clave'] as const)(
    'fails as a provider error on %s',
    async (kind) => {
      behaviour = kind;
      await expect(
        banxicoCep({ baseUrl, pdf: false, certificates: banxico.certificatePem }).validate(QUERY),
      ).rejects.toBeInstanceOf(ProviderError);
    },
  );

  it("fails as a provider error when the CEP is sealed by a key that is not Banxico's", async () => {
    // Same certificate number, another key: only the configured certificate's key is believed.
    const impostor = await createTestCepAuthority({
      certificateNumber: banxico.signer.certificateNumber,
      now: CERTIFICATES_FROM,
    });
    await expect(
      banxicoCep({ baseUrl, pdf: false, certificates: impostor.certificatePem }).validate(QUERY),
    ).rejects.toThrow(/signature is not certificate/);
  });

  it('refuses to be built without a certificate to verify with', () => {
    expect(() => banxicoCep({ baseUrl, certificates: [] })).toThrow(RangeError);
  });
});
