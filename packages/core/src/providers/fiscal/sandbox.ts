// The sandbox fiscal adapter (issue 51): the lender seals with a test CSD issued to SAT's test
// taxpayer (EKU9003173C9), made in this process's memory at first use, and a local test "PAC" checks
// the CFDI (check-cfdi.ts, as a PAC validates before it certifies) and stamps it: a random UUID, the
// time of the document, its own test certificate's number and SelloSAT. It cancels at once, or, when
// told to (`requireAcceptance`), leaves a cancellation waiting for the receiver until a test answers
// it. Nothing it issues reaches SAT or has any fiscal value; a real PAC is `pac.ts`.
import { randomUUID } from 'node:crypto';
import { nodeToXmlString } from '@nodecfdi/cfdi-core';
import { TimbreFiscalDigital } from '@nodecfdi/cfdi-elements/tfd11';
import { stampCadena } from './cadena-original';
import { cfdiDate, comprobanteOf } from './cfdi-xml';
import { checkCfdi } from './check-cfdi';
import { type Csd, loadCsd, sealComprobante, signText } from './csd';
import type {
  CancellationAnswer,
  CancellationStatusAnswer,
  CfdiDraft,
  FiscalIssuer,
  FiscalPort,
  StampedCfdi,
} from './port';
import { createTestCsd, TEST_TAXPAYER } from './test-csd';

/** The sandbox issuer: SAT's test taxpayer, regime 601, issuing from a postal code of its test data. */
export const SANDBOX_ISSUER: FiscalIssuer = {
  rfc: TEST_TAXPAYER.rfc,
  name: TEST_TAXPAYER.name,
  regime: '601',
  postalCode: '42501',
};

/** RFC of the sandbox's test PAC (the one SAT's own examples of a stamp use). */
export const SANDBOX_PAC_RFC = 'AAA010101AAA';

/** Certificate numbers of the sandbox's test CSD and of its test PAC (20 digits, never SAT's). */
const ISSUER_CERTIFICATE = '99990000000000000001';
const PAC_CERTIFICATE = '99990000000000000002';

export interface SandboxFiscal extends FiscalPort {
  /** The test PAC's certificate (DER): what checks a sandbox stamp's SelloSAT. */
  certifierCertificate(): Promise<Uint8Array>;
  /** What the test PAC was asked to cancel, in order. */
  readonly cancellations: Array<{ uuid: string; reason: string; replacement?: string }>;
  /**
   * From now on, cancellations wait for the receiver (`requested`) instead of being cancelled at
   * once, as SAT does for a CFDI over $1,000 older than 24 hours; `false` goes back to at once.
   */
  requireAcceptance(on: boolean): void;
  /** The receiver answers a waiting cancellation: `accepted` cancels it, `rejected` keeps the CFDI. */
  answerCancellation(uuid: string, answer: 'accepted' | 'rejected'): void;
}

/**
 * The sandbox's test CSD and test PAC, made at first use and shared by every sandbox adapter of the
 * process (each RSA key takes a noticeable moment to make; a test core per file must not pay it).
 */
let sandboxKeys: Promise<{ issuer: Csd; pac: Csd; pacCertificate: Uint8Array }> | undefined;
function sandboxFiscalKeys() {
  sandboxKeys ??= (async () => {
    const [issuerFiles, pacFiles] = await Promise.all([
      createTestCsd({
        rfc: SANDBOX_ISSUER.rfc,
        name: SANDBOX_ISSUER.name,
        certificateNumber: ISSUER_CERTIFICATE,
      }),
      createTestCsd({
        rfc: SANDBOX_PAC_RFC,
        name: 'SANDBOX TEST PAC',
        certificateNumber: PAC_CERTIFICATE,
        issuer: 'SANDBOX TEST PAC',
      }),
    ]);
    return { issuer: loadCsd(issuerFiles), pac: loadCsd(pacFiles), pacCertificate: pacFiles.certificate };
  })();
  return sandboxKeys;
}

/** The sandbox adapter; its keys (the process's, {@link sandboxFiscalKeys}) are made at first use. */
export function sandboxFiscal(): SandboxFiscal {
  const ready = sandboxFiscalKeys;
  const cancellations: SandboxFiscal['cancellations'] = [];
  let acceptance = false;
  const waiting = new Map<string, 'requested' | 'cancelled' | 'rejected'>();
  // A PAC answers a CFDI it already stamped (the same seal) with that stamp, not a second UUID.
  const stamps = new Map<string, StampedCfdi>();
  return {
    name: 'sandbox-fiscal',
    provider: 'sandbox',
    issuer: SANDBOX_ISSUER,
    cancellations,
    requireAcceptance(on) {
      acceptance = on;
    },
    answerCancellation(uuid, answer) {
      if (waiting.get(uuid) !== 'requested') throw new Error(`no cancellation of ${uuid} waits`);
      waiting.set(uuid, answer === 'accepted' ? 'cancelled' : 'rejected');
    },
    async cancellationStatus(request): Promise<CancellationStatusAnswer> {
      const status = waiting.get(request.uuid);
      if (!status) throw new Error(`the test PAC was not asked to cancel ${request.uuid}`);
      const at = new Date();
      return {
        status,
        at,
        acknowledgement: JSON.stringify({ sandbox: true, uuid: request.uuid, estatus: status, at }),
      };
    },
    async certifierCertificate() {
      return (await ready()).pacCertificate;
    },
    async issue(draft: CfdiDraft): Promise<StampedCfdi> {
      const { issuer, pac, pacCertificate } = await ready();
      const comprobante = comprobanteOf(draft, SANDBOX_ISSUER);
      sealComprobante(comprobante, issuer);
      const sello = comprobante.getAttribute('Sello');
      const earlier = stamps.get(sello);
      if (earlier) return earlier;
      // Like a PAC, refuse what breaks Anexo 20's rules before certifying (the stamp is checked after).
      const unstamped = checkCfdi(nodeToXmlString(comprobante, true)).problems.filter(
        (p) => p !== 'timbre.missing',
      );
      if (unstamped.length > 0) throw new Error(`the test PAC refuses the CFDI: ${unstamped.join(', ')}`);
      const stampedAt = new Date(Math.floor(draft.issuedAt.getTime() / 1000) * 1000);
      const stamp = new TimbreFiscalDigital({
        UUID: randomUUID().toUpperCase(),
        FechaTimbrado: cfdiDate(stampedAt),
        RfcProvCertif: SANDBOX_PAC_RFC,
        SelloCFD: sello,
        NoCertificadoSAT: pac.certificateNumber,
      });
      stamp.setAttribute('SelloSAT', signText(pac, stampCadena(stamp)));
      comprobante.addComplemento(stamp);
      const xml = nodeToXmlString(comprobante, true);
      const problems = checkCfdi(xml, { certifierCertificate: pacCertificate }).problems;
      if (problems.length > 0)
        throw new Error(`the test PAC stamped an invalid CFDI: ${problems.join(', ')}`);
      const stamped: StampedCfdi = {
        xml,
        uuid: stamp.getAttribute('UUID'),
        stampedAt,
        providerRfc: SANDBOX_PAC_RFC,
        satCertificateNumber: pac.certificateNumber,
        provider: 'sandbox',
      };
      stamps.set(sello, stamped);
      return stamped;
    },
    async cancel(request): Promise<CancellationAnswer> {
      if (request.reason === '01' && !request.replacement)
        throw new Error('reason 01 needs the replacing UUID');
      cancellations.push({
        uuid: request.uuid,
        reason: request.reason,
        ...(request.replacement && { replacement: request.replacement }),
      });
      const at = new Date();
      const status = acceptance ? 'requested' : 'cancelled';
      waiting.set(request.uuid, status);
      return {
        status,
        at,
        acknowledgement: JSON.stringify({ sandbox: true, uuid: request.uuid, motivo: request.reason, at }),
      };
    },
  };
}
