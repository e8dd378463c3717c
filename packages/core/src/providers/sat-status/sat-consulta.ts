// The real SAT status adapter (issue 67 point 6): SAT's ConsultaCFDIService, a SOAP 1.1 service
// whose one operation `Consulta` takes the CFDI's printed expression (`expresionImpresa`: issuer's
// and receiver's RFC, total, UUID, last 8 of the seal, as @nodecfdi/cfdi-expresiones writes it for
// CFDI 4.0) and answers `Estado` (Vigente, Cancelado, No Encontrado) and `CodigoEstatus`. The request
// is built and the answer read here; `fetch` is injected, so tests never reach SAT.
import { nodeFromXmlString } from '@nodecfdi/cfdi-core';
import type { XmlNodeInterface } from '@nodecfdi/cfdi-core/types';
import { Comprobante40 } from '@nodecfdi/cfdi-expresiones';
import { ProviderError } from '../provider-error';
import type { SatCfdiQuery, SatCfdiState, SatCfdiStatus, SatCfdiStatusPort } from './port';

export const SAT_CONSULTA_URL = 'https://consultaqr.facturaelectronica.sat.gob.mx/ConsultaCFDIService.svc';
export const SAT_CONSULTA_ACTION = 'http://tempuri.org/IConsultaCFDIService/Consulta';

/** The amount as the expression writes a CFDI 4.0 total (centavos → pesos with two decimals). */
const pesos = (centavos: number) =>
  `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The CFDI 4.0 printed expression of `query` (the QR code's address). */
export function satExpression(query: SatCfdiQuery): string {
  return new Comprobante40().format({
    id: query.uuid,
    re: query.issuerRfc,
    rr: query.receiverRfc,
    tt: pesos(query.total),
    fe: query.sealLast8,
  });
}

/** The HTTP request SAT's service takes for `query`. */
export function satConsultaRequest(query: SatCfdiQuery, url = SAT_CONSULTA_URL) {
  const body =
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:tem="http://tempuri.org/">' +
    `<soap:Header/><soap:Body><tem:Consulta><tem:expresionImpresa>${escapeXml(satExpression(query))}` +
    '</tem:expresionImpresa></tem:Consulta></soap:Body></soap:Envelope>';
  return {
    url,
    method: 'POST' as const,
    headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: SAT_CONSULTA_ACTION },
    body,
  };
}

const find = (node: XmlNodeInterface, local: string): XmlNodeInterface | undefined => {
  for (const child of node.children()) {
    if (child.name().split(':').pop() === local) return child;
    const deeper = find(child, local);
    if (deeper) return deeper;
  }
  return undefined;
};

const STATES: Record<string, SatCfdiState> = {
  Vigente: 'valid',
  Cancelado: 'cancelled',
  'No Encontrado': 'not_found',
};

/** SAT's SOAP answer read; an answer without a known `Estado` is a `ProviderError`. */
export function readSatConsulta(xml: string, checkedAt: Date): SatCfdiStatus {
  let root: XmlNodeInterface;
  try {
    root = nodeFromXmlString(xml);
  } catch {
    throw new ProviderError('sat-cfdi-status', 'unreadable answer');
  }
  const text = (local: string) => find(root, local)?.value().trim() ?? '';
  const satState = text('Estado');
  const state = STATES[satState];
  if (!state) throw new ProviderError('sat-cfdi-status', `unknown state: ${satState || 'none'}`);
  return { state, satState, code: text('CodigoEstatus'), checkedAt };
}

/** The adapter over SAT's service. */
export function satConsultaCfdiStatus(options: {
  fetch?: typeof fetch;
  url?: string;
  now?: () => Date;
  timeoutMs?: number;
}): SatCfdiStatusPort {
  const send = options.fetch ?? fetch;
  return {
    name: 'sat-consulta-cfdi',
    async status(query) {
      const request = satConsultaRequest(query, options.url);
      let answer: Response;
      try {
        answer = await send(request.url, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new ProviderError('sat-cfdi-status', `unreachable: ${(error as Error).message}`);
      }
      if (!answer.ok) throw new ProviderError('sat-cfdi-status', `HTTP ${answer.status}`);
      return readSatConsulta(await answer.text(), options.now?.() ?? new Date());
    },
  };
}
