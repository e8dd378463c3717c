// What can be checked of a CFDI 4.0 without SAT (issue 51): its structure and the rules of Anexo 20
// on amounts (each concept's IVA within the limits of its base × rate, the sums of the subtotal, the
// taxes and the total), the general public's fixed values in a global CFDI, the issuer's certificate
// (its RFC and number) and the Sello over the cadena original, and the stamp (SelloCFD, dates, the
// SelloSAT when the certifier's certificate is given). What only SAT knows (that the receiver's RFC,
// name and postal code agree with its register, that the certificate is SAT's) is not checked here.
import { createPublicKey, createVerify, X509Certificate } from 'node:crypto';
import { nodeFromXmlString } from '@nodecfdi/cfdi-core';
import type { XmlNodeInterface } from '@nodecfdi/cfdi-core/types';
import { cadenaOriginal, stampCadena } from './cadena-original';
import { GENERAL_PUBLIC } from './cfdi-xml';

/** The outcome: no problems means every offline rule holds. */
export interface CfdiCheck {
  /** Codes of what is wrong (`concept.vat_out_of_bounds:2`, `seal.invalid`, …); empty when valid. */
  readonly problems: string[];
  readonly uuid: string | null;
  /** Centavos. */
  readonly subtotal: number;
  readonly vat: number;
  readonly total: number;
  readonly cadenaOriginal: string | null;
}

const CFDI_NS = 'http://www.sat.gob.mx/cfd/4';
const AMOUNT = /^\d+\.\d{2}$/;
const RFC = /^([A-ZÑ&]{3,4})\d{6}([A-Z\d]{2}[A\d])$/;
const UUID = /^[A-F\d]{8}-[A-F\d]{4}-[A-F\d]{4}-[A-F\d]{4}-[A-F\d]{12}$/;
const DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const RATES = new Set(['0.160000', '0.080000', '0.000000']);

/** A CFDI amount with two decimals in centavos; NaN when it is not one. */
export function centavosOf(amount: string): number {
  if (!AMOUNT.test(amount)) return Number.NaN;
  const [pesos = '', cents = ''] = amount.split('.');
  return Number(pesos) * 100 + Number(cents);
}

/**
 * The limits Anexo 20 puts on a tax of `base` at `rate` (TasaOCuota, six decimals), in centavos:
 * from (base − ½ centavo) × rate truncated to (base + ½ centavo) × rate rounded up.
 */
export function vatBounds(base: number, rate: string): { lower: number; upper: number } {
  const millionths = Math.round(Number(rate) * 1_000_000);
  const denominator = 2_000_000;
  const lower = Math.floor(((2 * base - 1) * millionths) / denominator);
  const upper = Math.floor(((2 * base + 1) * millionths - 1) / denominator) + 1;
  return { lower: Math.max(lower, 0), upper };
}

const kids = (node: XmlNodeInterface | undefined, name: string): XmlNodeInterface[] =>
  node ? [...node.children()].filter((c) => c.name() === name) : [];

/** Checks `xml`; `certifierCertificate` (DER or PEM) checks the stamp's SelloSAT too. */
export function checkCfdi(
  xml: string,
  options: { certifierCertificate?: Uint8Array | string } = {},
): CfdiCheck {
  const problems: string[] = [];
  let root: XmlNodeInterface;
  try {
    root = nodeFromXmlString(xml);
  } catch {
    return { problems: ['xml.unreadable'], uuid: null, subtotal: 0, vat: 0, total: 0, cadenaOriginal: null };
  }
  const need = (node: XmlNodeInterface | undefined, where: string, ...names: string[]) => {
    for (const name of names) if (!node?.hasAttribute(name)) problems.push(`${where}.${name}.missing`);
  };
  if (root.name() !== 'cfdi:Comprobante' || root.getAttribute('xmlns:cfdi') !== CFDI_NS)
    problems.push('root.not_cfdi40');
  const c = root;
  need(
    c,
    'comprobante',
    'Version',
    'Fecha',
    'Sello',
    'NoCertificado',
    'Certificado',
    'SubTotal',
    'Moneda',
    'Total',
  );
  need(c, 'comprobante', 'TipoDeComprobante', 'Exportacion', 'LugarExpedicion');
  if (c.getAttribute('Version') !== '4.0') problems.push('comprobante.Version.not_4_0');
  if (!DATE.test(c.getAttribute('Fecha'))) problems.push('comprobante.Fecha.format');
  if (c.getAttribute('Moneda') !== 'MXN') problems.push('comprobante.Moneda.not_mxn');
  if (c.hasAttribute('TipoCambio') && c.getAttribute('TipoCambio') !== '1')
    problems.push('comprobante.TipoCambio.not_1');
  const type = c.getAttribute('TipoDeComprobante');
  if (type !== 'I' && type !== 'E') problems.push('comprobante.TipoDeComprobante.not_income_or_egreso');
  // A credit note names the CFDIs it reduces (CfdiRelacionados, TipoRelacion 01).
  const relations = kids(c, 'cfdi:CfdiRelacionados');
  for (const related of relations) {
    const uuids = kids(related, 'cfdi:CfdiRelacionado');
    if (uuids.length === 0 || uuids.some((one) => !UUID.test(one.getAttribute('UUID'))))
      problems.push('cfdiRelacionados.UUID.format');
  }
  if (type === 'E' && !relations.some((related) => related.getAttribute('TipoRelacion') === '01'))
    problems.push('comprobante.egreso.not_related_01');
  if (c.getAttribute('MetodoPago') === 'PUE' && ['', '99'].includes(c.getAttribute('FormaPago')))
    problems.push('comprobante.FormaPago.required_with_pue');
  if (!/^\d{5}$/.test(c.getAttribute('LugarExpedicion'))) problems.push('comprobante.LugarExpedicion.format');

  const issuer = kids(c, 'cfdi:Emisor')[0];
  const receiver = kids(c, 'cfdi:Receptor')[0];
  need(issuer, 'emisor', 'Rfc', 'Nombre', 'RegimenFiscal');
  need(receiver, 'receptor', 'Rfc', 'Nombre', 'DomicilioFiscalReceptor', 'RegimenFiscalReceptor', 'UsoCFDI');
  if (issuer && !RFC.test(issuer.getAttribute('Rfc'))) problems.push('emisor.Rfc.format');
  if (receiver && !RFC.test(receiver.getAttribute('Rfc'))) problems.push('receptor.Rfc.format');
  const global = kids(c, 'cfdi:InformacionGlobal')[0];
  if (receiver?.getAttribute('Rfc') === GENERAL_PUBLIC.rfc) {
    if (!global) problems.push('informacionGlobal.missing');
    else need(global, 'informacionGlobal', 'Periodicidad', 'Meses', 'Año');
    // Anexo 20: the Año of the year of the CFDI's Fecha or the one before it, no other.
    const year = Number(global?.getAttribute('Año'));
    const issued = Number(c.getAttribute('Fecha').slice(0, 4));
    if (global && year !== issued && year !== issued - 1)
      problems.push('informacionGlobal.year.not_this_or_last');
    if (receiver.getAttribute('Nombre') !== GENERAL_PUBLIC.name)
      problems.push('receptor.Nombre.not_general_public');
    if (receiver.getAttribute('RegimenFiscalReceptor') !== '616')
      problems.push('receptor.RegimenFiscalReceptor.not_616');
    if (receiver.getAttribute('UsoCFDI') !== 'S01') problems.push('receptor.UsoCFDI.not_s01');
    if (receiver.getAttribute('DomicilioFiscalReceptor') !== c.getAttribute('LugarExpedicion'))
      problems.push('receptor.DomicilioFiscalReceptor.not_lugar_expedicion');
  } else if (global) problems.push('informacionGlobal.not_general_public');
  if (
    receiver?.getAttribute('RegimenFiscalReceptor') === '616' &&
    !['S01', 'CP01'].includes(receiver.getAttribute('UsoCFDI'))
  )
    problems.push('receptor.UsoCFDI.not_for_616');

  const amounts = checkAmounts(c, problems);
  const cadena = checkSeal(c, issuer, problems);
  const uuid = checkStamp(c, problems, options.certifierCertificate);
  return { problems, uuid, ...amounts, cadenaOriginal: cadena };
}

function checkAmounts(c: XmlNodeInterface, problems: string[]) {
  const amount = (node: XmlNodeInterface, name: string, where: string): number => {
    const value = centavosOf(node.getAttribute(name));
    if (Number.isNaN(value)) problems.push(`${where}.${name}.format`);
    return value;
  };
  const concepts = kids(kids(c, 'cfdi:Conceptos')[0], 'cfdi:Concepto');
  if (concepts.length === 0) problems.push('conceptos.missing');
  let subtotal = 0;
  const byRate = new Map<string, { base: number; vat: number }>();
  concepts.forEach((concept, index) => {
    const where = `concepto:${index + 1}`;
    const importe = amount(concept, 'Importe', where);
    const unit = amount(concept, 'ValorUnitario', where);
    if (!(unit > 0)) problems.push(`${where}.ValorUnitario.not_positive`);
    if (concept.getAttribute('Cantidad') !== '1' || importe !== unit)
      problems.push(`${where}.Importe.not_quantity_times_unit_value`);
    subtotal += importe;
    const discount = concept.hasAttribute('Descuento') ? amount(concept, 'Descuento', where) : 0;
    const transfers = kids(
      kids(concept.searchNode('cfdi:Impuestos') ?? undefined, 'cfdi:Traslados')[0],
      'cfdi:Traslado',
    );
    if (concept.getAttribute('ObjetoImp') === '02' && transfers.length === 0)
      problems.push(`${where}.Impuestos.missing`);
    for (const transfer of transfers) {
      const base = amount(transfer, 'Base', where);
      const rate = transfer.getAttribute('TasaOCuota');
      const vat = amount(transfer, 'Importe', where);
      if (
        transfer.getAttribute('Impuesto') !== '002' ||
        transfer.getAttribute('TipoFactor') !== 'Tasa' ||
        !RATES.has(rate)
      )
        problems.push(`${where}.traslado.not_iva_tasa`);
      if (base !== importe - discount) problems.push(`${where}.traslado.base_not_importe`);
      const { lower, upper } = vatBounds(base, rate);
      if (vat < lower || vat > upper) problems.push(`${where}.traslado.vat_out_of_bounds`);
      const sum = byRate.get(rate) ?? { base: 0, vat: 0 };
      byRate.set(rate, { base: sum.base + base, vat: sum.vat + vat });
    }
  });
  if (amount(c, 'SubTotal', 'comprobante') !== subtotal)
    problems.push('comprobante.SubTotal.not_sum_of_conceptos');
  const taxes = kids(c, 'cfdi:Impuestos')[0];
  let vat = 0;
  for (const transfer of kids(kids(taxes, 'cfdi:Traslados')[0], 'cfdi:Traslado')) {
    const rate = transfer.getAttribute('TasaOCuota');
    const expected = byRate.get(rate);
    const base = amount(transfer, 'Base', 'impuestos');
    const importe = amount(transfer, 'Importe', 'impuestos');
    if (!expected || expected.base !== base) problems.push(`impuestos.traslado:${rate}.base_not_sum`);
    if (!expected || expected.vat !== importe) problems.push(`impuestos.traslado:${rate}.importe_not_sum`);
    byRate.delete(rate);
    vat += importe;
  }
  if (byRate.size > 0) problems.push('impuestos.traslado.missing');
  if (taxes && amount(taxes, 'TotalImpuestosTrasladados', 'impuestos') !== vat)
    problems.push('impuestos.TotalImpuestosTrasladados.not_sum');
  const discount = c.hasAttribute('Descuento') ? amount(c, 'Descuento', 'comprobante') : 0;
  const total = amount(c, 'Total', 'comprobante');
  if (total !== subtotal - discount + vat) problems.push('comprobante.Total.not_subtotal_plus_taxes');
  return { subtotal, vat, total };
}

function checkSeal(
  c: XmlNodeInterface,
  issuer: XmlNodeInterface | undefined,
  problems: string[],
): string | null {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(c.getAttribute('Certificado'), 'base64'));
  } catch {
    problems.push('certificado.unreadable');
    return null;
  }
  const serial = Buffer.from(certificate.serialNumber, 'hex').toString('latin1');
  if (serial !== c.getAttribute('NoCertificado')) problems.push('certificado.NoCertificado.mismatch');
  if (issuer && !certificate.subject.includes(`${issuer.getAttribute('Rfc')} /`))
    problems.push('certificado.rfc_not_emisor');
  let cadena: string;
  try {
    cadena = cadenaOriginal(c);
  } catch {
    problems.push('cadena.unsupported');
    return null;
  }
  const verifier = createVerify('RSA-SHA256').update(Buffer.from(cadena, 'utf8'));
  if (
    !verifier.verify(
      createPublicKey(certificate.publicKey.export({ type: 'spki', format: 'pem' })),
      c.getAttribute('Sello'),
      'base64',
    )
  )
    problems.push('sello.invalid');
  return cadena;
}

function checkStamp(c: XmlNodeInterface, problems: string[], certifier?: Uint8Array | string): string | null {
  const stamp = kids(kids(c, 'cfdi:Complemento')[0], 'tfd:TimbreFiscalDigital')[0];
  if (!stamp) {
    problems.push('timbre.missing');
    return null;
  }
  const uuid = stamp.getAttribute('UUID');
  if (stamp.getAttribute('Version') !== '1.1') problems.push('timbre.Version.not_1_1');
  if (!UUID.test(uuid)) problems.push('timbre.UUID.format');
  if (stamp.getAttribute('SelloCFD') !== c.getAttribute('Sello')) problems.push('timbre.SelloCFD.not_sello');
  const issued = Date.parse(`${c.getAttribute('Fecha')}Z`);
  const stamped = Date.parse(`${stamp.getAttribute('FechaTimbrado')}Z`);
  if (!(stamped >= issued && stamped - issued <= 72 * 60 * 60 * 1000))
    problems.push('timbre.FechaTimbrado.not_within_72h');
  if (certifier) {
    const certificate = new X509Certificate(
      typeof certifier === 'string' ? certifier : Buffer.from(certifier),
    );
    const number = Buffer.from(certificate.serialNumber, 'hex').toString('latin1');
    if (number !== stamp.getAttribute('NoCertificadoSAT')) problems.push('timbre.NoCertificadoSAT.mismatch');
    const verifier = createVerify('RSA-SHA256').update(Buffer.from(stampCadena(stamp), 'utf8'));
    if (!verifier.verify(certificate.publicKey, stamp.getAttribute('SelloSAT'), 'base64'))
      problems.push('timbre.SelloSAT.invalid');
  }
  return uuid;
}
