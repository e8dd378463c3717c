// The shape of a real PAC's adapter (issue 51): the lender seals with its own CSD (the `.cer`, the
// `.key` and its password SAT gave it) and the authorised provider certifies (timbrado) and cancels
// through its web service. Every PAC has its own API (SOAP or REST, its own field names); this
// adapter speaks a plain JSON one — `POST <url>/stamp {xml}` answering the stamped `{xml}`, `POST
// <url>/cancel {uuid, issuerRfc, receiverRfc, total, reason, replacement}` answering `{status,
// acknowledgement}`, `POST <url>/status {uuid, issuerRfc, receiverRfc, total}` answering `{status:
// cancelled | requested | rejected, acknowledgement}` — so a provider's adapter is this file with `send` written for its API. What
// it answers is checked before it is kept: the same seal, a TimbreFiscalDigital, every offline rule.
import { nodeFromXmlString, nodeToXmlString } from '@nodecfdi/cfdi-core';
import { ProviderError } from '../provider-error';
import { cfdiAmount, comprobanteOf } from './cfdi-xml';
import { checkCfdi } from './check-cfdi';
import { type CsdFiles, loadCsd, sealComprobante } from './csd';
import type {
  CancellationAnswer,
  CancellationRequest,
  CancellationStatusAnswer,
  CancellationStatusRequest,
  CfdiDraft,
  FiscalIssuer,
  FiscalPort,
  StampedCfdi,
} from './port';

/** What a real PAC adapter needs (the API builds it from `FISCAL_*`, apps/api/README.md). */
export interface PacOptions {
  /** The provider's name, as each CFDI records who certified it. */
  readonly name: string;
  /** The provider's service (https). */
  readonly url: string;
  readonly username: string;
  readonly password: string;
  /** The lender's CSD: its RFC must be `issuer.rfc`. */
  readonly csd: CsdFiles;
  readonly issuer: FiscalIssuer;
  /** Give up after this long (default 20 s); the job tries again on its next run. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

/** A PAC adapter; refuses a CSD of another RFC, or one that does not open, when it is built. */
export function pacFiscal(options: PacOptions): FiscalPort {
  const csd = loadCsd(options.csd);
  if (csd.rfc !== options.issuer.rfc)
    throw new Error(`the CSD is issued to ${csd.rfc}, not to the issuer ${options.issuer.rfc}`);
  const base = new URL(options.url);
  if (base.protocol !== 'https:' && base.hostname !== 'localhost')
    throw new Error('a PAC is reached over https');
  const send = options.fetch ?? fetch;
  const fail = (message: string) => new ProviderError('fiscal', `${options.name}: ${message}`);
  const call = async (path: string, body: unknown): Promise<Record<string, unknown>> => {
    let answer: Response;
    try {
      answer = await send(new URL(path, `${base.href.replace(/\/$/, '')}/`), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
    } catch (error) {
      throw fail(`unreachable (${(error as Error).name})`);
    }
    if (!answer.ok) throw fail(`answered ${answer.status}`);
    return (await answer.json()) as Record<string, unknown>;
  };
  return {
    name: `pac:${options.name}`,
    provider: options.name,
    issuer: options.issuer,
    async issue(draft: CfdiDraft): Promise<StampedCfdi> {
      const comprobante = comprobanteOf(draft, options.issuer);
      sealComprobante(comprobante, csd);
      const answer = await call('stamp', {
        xml: Buffer.from(nodeToXmlString(comprobante, true)).toString('base64'),
      });
      if (typeof answer.xml !== 'string') throw fail('answered no XML');
      const xml = Buffer.from(answer.xml, 'base64').toString('utf8');
      const check = checkCfdi(xml);
      if (check.problems.length > 0)
        throw fail(`answered a CFDI that does not check: ${check.problems.join(', ')}`);
      const stamped = nodeFromXmlString(xml);
      if (stamped.getAttribute('Sello') !== comprobante.getAttribute('Sello'))
        throw fail('answered another CFDI');
      const stamp = stamped.searchNode('cfdi:Complemento', 'tfd:TimbreFiscalDigital');
      if (!stamp || !check.uuid) throw fail('answered no TimbreFiscalDigital');
      return {
        xml,
        uuid: check.uuid,
        stampedAt: new Date(`${stamp.getAttribute('FechaTimbrado')}-06:00`),
        providerRfc: stamp.getAttribute('RfcProvCertif'),
        satCertificateNumber: stamp.getAttribute('NoCertificadoSAT'),
        provider: options.name,
      };
    },
    async cancel(request: CancellationRequest): Promise<CancellationAnswer> {
      if (request.reason === '01' && !request.replacement)
        throw new RangeError('reason 01 needs the replacing UUID');
      const answer = await call('cancel', {
        uuid: request.uuid,
        issuerRfc: options.issuer.rfc,
        receiverRfc: request.receiverRfc,
        total: cfdiAmount(request.total),
        reason: request.reason,
        ...(request.replacement && { replacement: request.replacement }),
      });
      if (answer.status !== 'cancelled' && answer.status !== 'requested')
        throw fail('answered no cancellation status');
      return { status: answer.status, at: new Date(), acknowledgement: String(answer.acknowledgement ?? '') };
    },
    async cancellationStatus(request: CancellationStatusRequest): Promise<CancellationStatusAnswer> {
      const answer = await call('status', {
        uuid: request.uuid,
        issuerRfc: options.issuer.rfc,
        receiverRfc: request.receiverRfc,
        total: cfdiAmount(request.total),
      });
      if (answer.status !== 'cancelled' && answer.status !== 'requested' && answer.status !== 'rejected')
        throw fail('answered no cancellation status');
      return { status: answer.status, at: new Date(), acknowledgement: String(answer.acknowledgement ?? '') };
    },
  };
}
