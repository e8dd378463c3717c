import { ProviderError } from '../provider-error';
import type { CepPort, CepQuery, CepTransfer } from './port';
import { type CepCertificateSource, readCepCertificates, verifyCepSeal } from './seal';

// Banxico's CEP service over HTTP, the way its public form (and cuenca-mx/cep-python) talks to it:
// `POST <base>/valida.do` with the form fields below opens a session (cookie) on the transfer, or
// answers a page saying "no encontrada"; then `GET <base>/descarga.do?formato=XML` (and `PDF`)
// in that session downloads the signed CEP, whose seal is checked against Banxico's certificate
// before anything it says is believed (ADR 323).

/** Where the service is and whose seal it trusts (`banxicoCepFromEnv` reads them from `CEP_*`). */
export interface BanxicoCepOptions {
  /**
   * Banxico's certificate(s) that seal CEPs: PEM (a bundle holds the current and the next one),
   * DER, or Node's `X509Certificate`. Required: a CEP is never believed unverified.
   */
  readonly certificates: CepCertificateSource | readonly CepCertificateSource[];
  /** @default 'https://www.banxico.org.mx/cep' (the beta service: `https://www.banxico.org.mx/cep-beta`) */
  readonly baseUrl?: string;
  /** Also download the PDF. @default true */
  readonly pdf?: boolean;
  /** Give up after this long. @default 15000 */
  readonly timeoutMs?: number;
  /** The fetch to use (tests pass none: Node's own). */
  readonly fetch?: typeof fetch;
}

const DEFAULT_BASE_URL = 'https://www.banxico.org.mx/cep';

/** `YYYY-MM-DD` → `DD-MM-YYYY`, the form's date. */
const formDate = (date: string) => date.split('-').reverse().join('-');
const formAmount = (centavos: number) =>
  `${Math.trunc(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;

/**
 * The real `CepPort`: a transfer is found, downloaded, its seal verified and read, or `null` when
 * Banxico does not know it. A CEP that is malformed, whose seal does not hold, or that is of another
 * clave de rastreo fails as a `ProviderError`, as a failed look-up does.
 */
export function banxicoCep(options: BanxicoCepOptions): CepPort {
  const certificates = readCepCertificates(options.certificates);
  if (certificates.length === 0)
    throw new RangeError('banxicoCep: no Banxico certificate to verify CEPs with');
  const base = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/$/, '');
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const fail = (message: string) => new ProviderError('banxico-cep', message);

  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      const response = await send(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw fail(`${path} answered HTTP ${response.status}`);
      return response;
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw fail(`${path} failed: ${(error as Error).message}`);
    }
  }

  return {
    name: 'banxico-cep',
    async validate(query: CepQuery): Promise<CepTransfer | null> {
      const form = new URLSearchParams({
        tipoCriterio: 'T',
        fecha: formDate(query.date),
        criterio: query.trackingKey,
        emisor: query.senderBank,
        receptor: query.receiverBank,
        cuenta: query.beneficiaryAccount,
        receptorParticipante: '0',
        monto: formAmount(query.amount),
        captcha: 'c',
        tipoConsulta: '1',
      });
      const found = await call('/valida.do', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      const page = await found.text();
      if (/no encontrada/i.test(page)) return null;
      // The download is tied to the lookup by the session cookie the lookup set.
      const cookie = (found.headers.getSetCookie?.() ?? [])
        .map((value) => value.split(';')[0])
        .filter(Boolean)
        .join('; ');
      const headers: Record<string, string> = cookie ? { cookie } : {};
      const xmlBytes = new Uint8Array(
        await (await call('/descarga.do?formato=XML', { method: 'GET', headers })).arrayBuffer(),
      );
      const proof = verifyCepSeal(xmlBytes, certificates);
      // The clave de rastreo is outside the signed string: the CEP must be of the transfer asked for.
      if (proof.trackingKey.toUpperCase() !== query.trackingKey.toUpperCase())
        throw fail(`descarga.do answered the CEP of another tracking key (${proof.trackingKey})`);
      const pdf =
        options.pdf === false
          ? null
          : new Uint8Array(
              await (await call('/descarga.do?formato=PDF', { method: 'GET', headers })).arrayBuffer(),
            );
      return { ...proof, xml: xmlBytes, pdf };
    },
  };
}
