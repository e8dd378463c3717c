import { describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-error';
import { readSatConsulta, satConsultaCfdiStatus, satConsultaRequest, satExpression } from './sat-consulta';

// The real SAT status adapter's request and answer (ADR 333), with an injected fetch: SAT is never called.

const QUERY = {
  issuerRfc: 'EKU9003173C9',
  receiverRfc: 'HEGG560427AB1',
  total: 765_432,
  uuid: 'CEE4BE01-ADFA-4DEB-8421-ADD60F0BEDAC',
  sealLast8: 'f3gH+A==',
};

const answer = (estado: string) =>
  '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><ConsultaResponse xmlns="http://tempuri.org/">' +
  '<ConsultaResult xmlns:a="http://schemas.datacontract.org/2004/07/Sat.Cfdi.Negocio.ConsultaCfdi.Servicio">' +
  `<a:CodigoEstatus>S - Comprobante obtenido satisfactoriamente.</a:CodigoEstatus><a:Estado>${estado}</a:Estado>` +
  '</ConsultaResult></ConsultaResponse></s:Body></s:Envelope>';

describe("SAT's ConsultaCFDIService", () => {
  it("asks with the CFDI 4.0 expression: UUID, both RFCs, the total with centavos and the seal's last 8", () => {
    const expression = satExpression(QUERY);
    expect(expression).toContain('id=CEE4BE01-ADFA-4DEB-8421-ADD60F0BEDAC');
    expect(expression).toContain('re=EKU9003173C9&rr=HEGG560427AB1');
    expect(expression).toMatch(/tt=0*7654\.32/);
    expect(expression).toContain('fe=f3gH+A==');
    const request = satConsultaRequest(QUERY);
    expect(request.headers.SOAPAction).toBe('http://tempuri.org/IConsultaCFDIService/Consulta');
    expect(request.body).toContain(
      '<tem:expresionImpresa>https://verificacfdi.facturaelectronica.sat.gob.mx',
    );
    // The expression's `&` travels escaped inside the XML.
    expect(request.body).toContain('&amp;re=EKU9003173C9');
  });

  it('reads Vigente, Cancelado and No Encontrado; refuses an answer without a state', () => {
    const at = new Date('2026-03-02T18:00:00Z');
    expect(readSatConsulta(answer('Vigente'), at)).toMatchObject({ state: 'valid', satState: 'Vigente' });
    expect(readSatConsulta(answer('Cancelado'), at).state).toBe('cancelled');
    expect(readSatConsulta(answer('No Encontrado'), at).state).toBe('not_found');
    expect(() => readSatConsulta(answer(''), at)).toThrow(ProviderError);
    expect(() => readSatConsulta('<html>maintenance', at)).toThrow(ProviderError);
  });

  it('posts to SAT through the injected fetch and turns an HTTP failure into a ProviderError', async () => {
    const sent: Array<{ url: string; body: string }> = [];
    const adapter = satConsultaCfdiStatus({
      fetch: (async (url: string, init: RequestInit) => {
        sent.push({ url, body: String(init.body) });
        return new Response(answer('Cancelado'), { status: 200 });
      }) as typeof fetch,
    });
    expect((await adapter.status(QUERY)).state).toBe('cancelled');
    expect(sent[0]?.url).toBe('https://consultaqr.facturaelectronica.sat.gob.mx/ConsultaCFDIService.svc');
    const down = satConsultaCfdiStatus({
      fetch: (async () => new Response('busy', { status: 503 })) as unknown as typeof fetch,
    });
    await expect(down.status(QUERY)).rejects.toThrow(ProviderError);
  });
});
