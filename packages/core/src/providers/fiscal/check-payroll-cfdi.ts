// A payroll CFDI a borrower uploads to prove income (issue 67 point 6, ADR 333): a CFDI 4.0 of type
// N with the Nómina 1.2 complement, stamped (TimbreFiscalDigital 1.1), its Sello verifying against
// the certificate it carries over its cadena original (the complement's fields included), that
// certificate issued to the employer (emisor). Read from it: the employer's RFC, the receiver's RFC,
// the period, the pay date, the periodicity, the total and the net pay. What only SAT knows (that the
// certificate is SAT's, that the CFDI is not cancelled) is the `SatCfdiStatusPort`'s.
import { createVerify, X509Certificate } from 'node:crypto';
import { nodeFromXmlString } from '@nodecfdi/cfdi-core';
import type { XmlNodeInterface } from '@nodecfdi/cfdi-core/types';
import { cadenaOriginal } from './cadena-original';
import { centavosOf } from './check-cfdi';
import { NOMINA12_NS } from './nomina-cadena';

/** Why a payroll CFDI is refused, in the order the checks run. */
export type PayrollCfdiProblem = 'unreadable' | 'forged' | 'not_payroll';

/** What a sound payroll CFDI says. Amounts in centavos, dates `YYYY-MM-DD`. */
export interface PayrollCfdi {
  readonly uuid: string;
  readonly employerRfc: string;
  readonly receiverRfc: string;
  /** The Nómina receiver's CURP (`nomina12:Receptor/@Curp`), empty when absent. */
  readonly receiverCurp: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly paidOn: string;
  /** c_PeriodicidadPago: 02 weekly, 03 every 14 days, 04 semi-monthly, 05 monthly, … */
  readonly periodicity: string;
  /** The Comprobante's Total: what SAT's status service is asked with. */
  readonly total: number;
  /** Percepciones + otros pagos − deducciones: the Total, checked against the complement. */
  readonly netPay: number;
  readonly sealLast8: string;
}

export type PayrollCfdiCheck =
  | { readonly ok: true; readonly cfdi: PayrollCfdi }
  | { readonly ok: false; readonly problem: PayrollCfdiProblem; readonly detail: string };

const CFDI_NS = 'http://www.sat.gob.mx/cfd/4';
const RFC = /^([A-ZÑ&]{3,4})\d{6}([A-Z\d]{2}[A\d])$/;
const UUID = /^[A-F\d]{8}-[A-F\d]{4}-[A-F\d]{4}-[A-F\d]{4}-[A-F\d]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const kids = (node: XmlNodeInterface | undefined, name: string): XmlNodeInterface[] =>
  node ? [...node.children()].filter((c) => c.name() === name) : [];
const refuse = (problem: PayrollCfdiProblem, detail: string): PayrollCfdiCheck => ({
  ok: false,
  problem,
  detail,
});
/** An optional amount of the complement: absent is zero, malformed NaN. */
const optionalCentavos = (node: XmlNodeInterface | undefined, name: string) =>
  node?.hasAttribute(name) ? centavosOf(node.getAttribute(name)) : 0;

/** Checks a payroll CFDI's structure, stamp and seal, and reads what proves income. */
export function checkPayrollCfdi(xml: string): PayrollCfdiCheck {
  let c: XmlNodeInterface;
  try {
    c = nodeFromXmlString(xml);
  } catch {
    return refuse('unreadable', 'xml');
  }
  if (c.name() !== 'cfdi:Comprobante' || c.getAttribute('xmlns:cfdi') !== CFDI_NS)
    return refuse('unreadable', 'not_cfdi');
  if (c.getAttribute('Version') !== '4.0') return refuse('unreadable', 'not_4_0');
  for (const name of ['Sello', 'Certificado', 'NoCertificado', 'Total', 'Fecha'])
    if (!c.hasAttribute(name)) return refuse('unreadable', `${name}.missing`);
  const stamp = kids(kids(c, 'cfdi:Complemento')[0], 'tfd:TimbreFiscalDigital')[0];
  const uuid = stamp?.getAttribute('UUID') ?? '';
  if (!stamp || !UUID.test(uuid)) return refuse('unreadable', 'timbre');
  if (stamp.getAttribute('SelloCFD') !== c.getAttribute('Sello')) return refuse('forged', 'timbre.SelloCFD');
  const issuer = kids(c, 'cfdi:Emisor')[0];
  const receiver = kids(c, 'cfdi:Receptor')[0];
  const employerRfc = issuer?.getAttribute('Rfc') ?? '';
  const receiverRfc = receiver?.getAttribute('Rfc') ?? '';
  if (!RFC.test(employerRfc) || !RFC.test(receiverRfc)) return refuse('unreadable', 'rfc');

  const seal = sealProblem(c, employerRfc);
  if (seal) return refuse('forged', seal);

  const nomina = kids(kids(c, 'cfdi:Complemento')[0], 'nomina12:Nomina')[0];
  if (c.getAttribute('TipoDeComprobante') !== 'N') return refuse('not_payroll', 'TipoDeComprobante');
  if (
    !nomina ||
    nomina.getAttribute('xmlns:nomina12') !== NOMINA12_NS ||
    nomina.getAttribute('Version') !== '1.2'
  )
    return refuse('not_payroll', 'nomina12');
  const nominaReceiver = kids(nomina, 'nomina12:Receptor')[0];
  const periodStart = nomina.getAttribute('FechaInicialPago');
  const periodEnd = nomina.getAttribute('FechaFinalPago');
  const paidOn = nomina.getAttribute('FechaPago');
  const periodicity = nominaReceiver?.getAttribute('PeriodicidadPago') ?? '';
  if (![periodStart, periodEnd, paidOn].every((d) => DATE.test(d)) || periodStart > periodEnd)
    return refuse('unreadable', 'nomina.dates');
  if (!/^\d{2}$/.test(periodicity)) return refuse('unreadable', 'nomina.PeriodicidadPago');

  const total = centavosOf(c.getAttribute('Total'));
  const perceptions = optionalCentavos(nomina, 'TotalPercepciones');
  const deductions = optionalCentavos(nomina, 'TotalDeducciones');
  const others = optionalCentavos(nomina, 'TotalOtrosPagos');
  const netPay = perceptions + others - deductions;
  if (![total, perceptions, deductions, others].every(Number.isSafeInteger))
    return refuse('unreadable', 'amounts');
  if (netPay !== total) return refuse('unreadable', 'Total.not_net_pay');
  if (netPay <= 0) return refuse('not_payroll', 'net_pay.not_positive');
  return {
    ok: true,
    cfdi: {
      uuid: uuid.toUpperCase(),
      employerRfc,
      receiverRfc,
      receiverCurp: nominaReceiver?.getAttribute('Curp') ?? '',
      periodStart,
      periodEnd,
      paidOn,
      periodicity,
      total,
      netPay,
      sealLast8: c.getAttribute('Sello').slice(-8),
    },
  };
}

/** What is wrong with the seal (`null` when it verifies against the CFDI's certificate of the employer). */
function sealProblem(c: XmlNodeInterface, employerRfc: string): string | null {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(c.getAttribute('Certificado'), 'base64'));
  } catch {
    return 'certificado.unreadable';
  }
  if (Buffer.from(certificate.serialNumber, 'hex').toString('latin1') !== c.getAttribute('NoCertificado'))
    return 'certificado.NoCertificado';
  // SAT's CSDs name the RFC in x500UniqueIdentifier, `RFC / legal representative's RFC` for a company.
  // One attribute a line, or several in one multi-valued RDN (`A=… + B=…`, as the test CSD writes).
  const owner = certificate.subject
    .split(/\n| \+ /)
    .find((line) => line.startsWith('x500UniqueIdentifier='))
    ?.slice('x500UniqueIdentifier='.length)
    .split('/')[0]
    ?.trim();
  if (owner !== employerRfc) return 'certificado.not_emisor';
  let cadena: string;
  try {
    cadena = cadenaOriginal(c);
  } catch {
    return 'cadena.unsupported';
  }
  let valid = false;
  try {
    valid = createVerify('RSA-SHA256')
      .update(Buffer.from(cadena, 'utf8'))
      .verify(certificate.publicKey, c.getAttribute('Sello'), 'base64');
  } catch {
    valid = false;
  }
  return valid ? null : 'sello';
}
