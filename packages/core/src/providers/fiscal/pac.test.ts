import { nodeFromXmlString, nodeToXmlString } from '@nodecfdi/cfdi-core';
import { TimbreFiscalDigital } from '@nodecfdi/cfdi-elements/tfd11';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-error';
import { stampCadena } from './cadena-original';
import { checkCfdi } from './check-cfdi';
import type { CsdFiles } from './csd';
import { loadCsd, signText } from './csd';
import { pacFiscal } from './pac';
import type { CfdiDraft } from './port';
import { SANDBOX_ISSUER } from './sandbox';
import { createTestCsd } from './test-csd';

const draft: CfdiDraft = {
  series: 'I',
  folio: '1',
  issuedAt: new Date('2026-03-16T18:00:00Z'),
  paymentForm: '28',
  vatRate: 0.16,
  receiver: { rfc: 'PEGJ800101AB1', name: 'JUAN PEREZ', postalCode: '06600', regime: '616', use: 'S01' },
  concepts: [{ productKey: '84121500', unitKey: 'E48', description: 'Intereses', base: 10_000, vat: 1_600 }],
};

let lender: CsdFiles;
let certifier: CsdFiles;
beforeAll(async () => {
  [lender, certifier] = await Promise.all([
    createTestCsd({
      rfc: SANDBOX_ISSUER.rfc,
      name: SANDBOX_ISSUER.name,
      certificateNumber: '11110000000000000001',
    }),
    createTestCsd({ rfc: 'AAA010101AAA', name: 'A PAC', certificateNumber: '11110000000000000002' }),
  ]);
});

/** A PAC's web service as `pac.ts` speaks to it: it stamps the XML it is sent and cancels what it is asked. */
function fakePac(
  calls: Array<{ path: string; body: Record<string, unknown>; authorization: string | null }>,
) {
  const pac = loadCsd(certifier);
  return (async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    const authorization = new Headers(init?.headers).get('authorization');
    calls.push({ path: url.pathname, body, authorization });
    if (url.pathname.endsWith('/cancel'))
      return Response.json({ status: 'cancelled', acknowledgement: '<Acuse/>' });
    if (url.pathname.endsWith('/status'))
      return Response.json({ status: 'rejected', acknowledgement: '<Consulta/>' });
    const comprobante = nodeFromXmlString(Buffer.from(String(body.xml), 'base64').toString('utf8'));
    const stamp = new TimbreFiscalDigital({
      UUID: 'B6E4C9A1-2F3D-4E5F-8A7B-1C2D3E4F5A6B',
      FechaTimbrado: comprobante.getAttribute('Fecha'),
      RfcProvCertif: 'AAA010101AAA',
      SelloCFD: comprobante.getAttribute('Sello'),
      NoCertificadoSAT: pac.certificateNumber,
    });
    stamp.setAttribute('SelloSAT', signText(pac, stampCadena(stamp)));
    comprobante.searchNode('cfdi:Complemento') ??
      comprobante.addChild(nodeFromXmlString('<cfdi:Complemento xmlns:cfdi="http://www.sat.gob.mx/cfd/4"/>'));
    comprobante.searchNode('cfdi:Complemento')?.addChild(stamp);
    return Response.json({ xml: Buffer.from(nodeToXmlString(comprobante, true)).toString('base64') });
  }) as typeof fetch;
}

describe('the PAC adapter', () => {
  const options = () => ({
    name: 'pac-de-prueba',
    url: 'https://pac.example/api',
    username: 'lender',
    password: 'secret',
    issuer: SANDBOX_ISSUER,
    csd: lender,
  });

  it('seals with the lender’s CSD, has the PAC stamp it, and keeps what it answers once it checks', async () => {
    const calls: Parameters<typeof fakePac>[0] = [];
    const port = pacFiscal({ ...options(), fetch: fakePac(calls) });
    const stamped = await port.issue(draft);
    expect(calls[0]?.path).toBe('/api/stamp');
    expect(calls[0]?.authorization).toBe(`Basic ${Buffer.from('lender:secret').toString('base64')}`);
    expect(stamped).toMatchObject({
      uuid: 'B6E4C9A1-2F3D-4E5F-8A7B-1C2D3E4F5A6B',
      provider: 'pac-de-prueba',
      providerRfc: 'AAA010101AAA',
    });
    expect(checkCfdi(stamped.xml, { certifierCertificate: certifier.certificate }).problems).toEqual([]);
    const answer = await port.cancel({
      uuid: stamped.uuid,
      receiverRfc: 'PEGJ800101AB1',
      total: 11_600,
      reason: '03',
    });
    expect(answer.status).toBe('cancelled');
    expect(calls[1]?.body).toEqual({
      uuid: stamped.uuid,
      issuerRfc: SANDBOX_ISSUER.rfc,
      receiverRfc: 'PEGJ800101AB1',
      total: '116.00',
      reason: '03',
    });
    // A cancellation waiting for its receiver is asked about again: here SAT says rejected.
    const status = await port.cancellationStatus({
      uuid: stamped.uuid,
      receiverRfc: 'PEGJ800101AB1',
      total: 11_600,
    });
    expect(status).toMatchObject({ status: 'rejected', acknowledgement: '<Consulta/>' });
    expect(calls[2]).toMatchObject({
      path: '/api/status',
      body: {
        uuid: stamped.uuid,
        issuerRfc: SANDBOX_ISSUER.rfc,
        receiverRfc: 'PEGJ800101AB1',
        total: '116.00',
      },
    });
  });

  it('refuses a CSD of another RFC, plain http, and an answer that is not the CFDI it sent', async () => {
    expect(() => pacFiscal({ ...options(), issuer: { ...SANDBOX_ISSUER, rfc: 'AAA010101AAA' } })).toThrow(
      /issued to EKU9003173C9/,
    );
    expect(() => pacFiscal({ ...options(), url: 'http://pac.example' })).toThrow(/https/);
    const failing = pacFiscal({
      ...options(),
      fetch: (async () => new Response('down', { status: 503 })) as typeof fetch,
    });
    await expect(failing.issue(draft)).rejects.toBeInstanceOf(ProviderError);
    const other = pacFiscal({
      ...options(),
      fetch: (async () => Response.json({ xml: Buffer.from('<x/>').toString('base64') })) as typeof fetch,
    });
    await expect(other.issue(draft)).rejects.toThrow(/does not check/);
  });
});
