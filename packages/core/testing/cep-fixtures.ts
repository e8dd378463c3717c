import { createPrivateKey, X509Certificate } from 'node:crypto';
import { banxicoCep } from '../src/providers/cep/banxico';
import type { CepPort, CepQuery } from '../src/providers/cep/port';
import { sandboxCep } from '../src/providers/cep/sandbox';
import type { CepSigner } from '../src/providers/cep/seal';
import { createTestCsd } from '../src/providers/fiscal/test-csd';

/**
 * A stand-in for Banxico's CEP certificate (ADR 323): a fresh RSA key and a self-signed X.509
 * certificate numbered as Banxico numbers its own (20 digits, ASCII, as the serial). Made in this
 * process's memory at test time; never written, never committed.
 */
export interface TestCepAuthority {
  readonly signer: CepSigner;
  /** The certificate, PEM, as configuration would give Banxico's. */
  readonly certificatePem: string;
  readonly certificate: X509Certificate;
}

export async function createTestCepAuthority(
  options: { certificateNumber?: string; now?: Date } = {},
): Promise<TestCepAuthority> {
  const certificateNumber = options.certificateNumber ?? '00001000000509876543';
  const files = await createTestCsd({
    rfc: 'BMA941231AB1',
    name: 'BANCO DE MEXICO PRUEBAS',
    certificateNumber,
    issuer: 'AC BANXICO DE PRUEBAS',
    ...(options.now && { now: options.now }),
  });
  const privateKey = createPrivateKey({
    key: Buffer.from(files.key),
    format: 'der',
    type: 'pkcs8',
    passphrase: files.password,
  });
  const certificate = new X509Certificate(Buffer.from(files.certificate));
  return { signer: { privateKey, certificateNumber }, certificatePem: certificate.toString(), certificate };
}

/** How the served CEP is spoiled before the adapter reads it. */
export type CepTamper = (xml: string) => string;

/**
 * The real adapter (`banxicoCep`) talking to a Banxico that issues the sandbox's CEPs sealed by
 * `authority` — `tamper` changes the served XML — through a fetch that never leaves the process.
 * `trust` is what the adapter is configured to trust (by default the authority's certificate).
 */
export function banxicoCepOverSandbox(options: {
  authority: TestCepAuthority;
  trust?: string;
  tamper?: CepTamper;
}): CepPort {
  const sandbox = sandboxCep({ signer: options.authority.signer });
  let asked: CepQuery | null = null;
  const fakeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    if (url.pathname.endsWith('/valida.do')) {
      const form = new URLSearchParams(String(init?.body ?? ''));
      const [day, month, year] = (form.get('fecha') ?? '').split('-');
      asked = {
        date: `${year}-${month}-${day}`,
        trackingKey: form.get('criterio') ?? '',
        senderBank: form.get('emisor') ?? '',
        receiverBank: form.get('receptor') ?? '',
        beneficiaryAccount: form.get('cuenta') ?? '',
        amount: Math.round(Number(form.get('monto')) * 100),
      };
      return new Response('<html>Consulta de CEP</html>');
    }
    const transfer = asked && (await sandbox.validate(asked));
    if (!transfer) return new Response('<html>error</html>');
    if (url.searchParams.get('formato') === 'PDF') return new Response(Buffer.from(transfer.pdf ?? []));
    const xml = new TextDecoder().decode(transfer.xml);
    return new Response(options.tamper ? options.tamper(xml) : xml);
  };
  return banxicoCep({
    baseUrl: 'http://banxico.test/cep',
    certificates: options.trust ?? options.authority.certificatePem,
    fetch: fakeFetch as typeof fetch,
  });
}
