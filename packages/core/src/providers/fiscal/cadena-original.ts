// The cadena original of a CFDI 4.0 and of its TimbreFiscalDigital 1.1, written as SAT's
// transformations write them (cadenaoriginal_4_0.xslt, cadenaoriginal_TFD_1_1.xslt and their
// utilerias.xslt): `||`, then each attribute in the order of the stylesheet, `|`-separated, its
// whitespace collapsed (normalize-space), a required attribute even when empty and an optional one
// only when present, and `||` at the end. What the lender issues has no complements of its own;
// an element the stylesheet would read and this writer does not know is refused, never skipped.
import type { XmlNodeInterface } from '@nodecfdi/cfdi-core/types';
import { nominaCadenaParts } from './nomina-cadena';

/** XPath's normalize-space: leading and trailing whitespace off, inner runs as one space. */
export const normalizeSpace = (value: string): string => value.replace(/[ \t\r\n]+/g, ' ').trim();

/** Collects the fields of a cadena: `required` always, `optional` when the attribute is present. */
class Fields {
  readonly parts: string[] = [];
  required(node: XmlNodeInterface, ...names: string[]): void {
    for (const name of names) this.parts.push(normalizeSpace(node.getAttribute(name)));
  }
  optional(node: XmlNodeInterface, ...names: string[]): void {
    // The stylesheet tests the attribute node: present, even empty, it is written.
    for (const name of names)
      if (node.hasAttribute(name)) this.parts.push(normalizeSpace(node.getAttribute(name)));
  }
  text(): string {
    return `||${this.parts.join('|')}||`;
  }
}

const children = (node: XmlNodeInterface, name: string): XmlNodeInterface[] =>
  [...node.children()].filter((child) => child.name() === name);
const first = (node: XmlNodeInterface, name: string): XmlNodeInterface | undefined => children(node, name)[0];
const grandchildren = (node: XmlNodeInterface, path: readonly string[]): XmlNodeInterface[] =>
  path.reduce<XmlNodeInterface[]>((nodes, name) => nodes.flatMap((n) => children(n, name)), [node]);

/** The elements of a Concepto this writer knows (SAT's stylesheet reads these, in this order). */
const CONCEPT_CHILDREN = new Set([
  'cfdi:Impuestos',
  'cfdi:ACuentaTerceros',
  'cfdi:InformacionAduanera',
  'cfdi:CuentaPredial',
]);
/** Complements that are not part of the issuer's cadena (the stamp is added after the seal). */
const STAMP_ONLY = new Set(['tfd:TimbreFiscalDigital']);

/** The cadena original of a `cfdi:Comprobante` 4.0 (the text its Sello signs). */
export function cadenaOriginal(comprobante: XmlNodeInterface): string {
  if (comprobante.name() !== 'cfdi:Comprobante') throw new TypeError('not a cfdi:Comprobante');
  const f = new Fields();
  const c = comprobante;
  f.required(c, 'Version');
  f.optional(c, 'Serie', 'Folio');
  f.required(c, 'Fecha');
  f.optional(c, 'FormaPago');
  f.required(c, 'NoCertificado');
  f.optional(c, 'CondicionesDePago');
  f.required(c, 'SubTotal');
  f.optional(c, 'Descuento');
  f.required(c, 'Moneda');
  f.optional(c, 'TipoCambio');
  f.required(c, 'Total', 'TipoDeComprobante', 'Exportacion');
  f.optional(c, 'MetodoPago');
  f.required(c, 'LugarExpedicion');
  f.optional(c, 'Confirmacion');
  const global = first(c, 'cfdi:InformacionGlobal');
  if (global) f.required(global, 'Periodicidad', 'Meses', 'Año');
  for (const related of children(c, 'cfdi:CfdiRelacionados')) {
    f.required(related, 'TipoRelacion');
    for (const one of children(related, 'cfdi:CfdiRelacionado')) f.required(one, 'UUID');
  }
  const issuer = first(c, 'cfdi:Emisor');
  if (issuer) {
    f.required(issuer, 'Rfc', 'Nombre', 'RegimenFiscal');
    f.optional(issuer, 'FacAtrAdquirente');
  }
  const receiver = first(c, 'cfdi:Receptor');
  if (receiver) {
    f.required(receiver, 'Rfc', 'Nombre', 'DomicilioFiscalReceptor');
    f.optional(receiver, 'ResidenciaFiscal', 'NumRegIdTrib');
    f.required(receiver, 'RegimenFiscalReceptor', 'UsoCFDI');
  }
  for (const concept of grandchildren(c, ['cfdi:Conceptos', 'cfdi:Concepto'])) conceptFields(f, concept);
  const taxes = first(c, 'cfdi:Impuestos');
  if (taxes) {
    for (const withheld of grandchildren(taxes, ['cfdi:Retenciones', 'cfdi:Retencion']))
      f.required(withheld, 'Impuesto', 'Importe');
    f.optional(taxes, 'TotalImpuestosRetenidos');
    for (const transferred of grandchildren(taxes, ['cfdi:Traslados', 'cfdi:Traslado'])) {
      f.required(transferred, 'Base', 'Impuesto', 'TipoFactor');
      f.optional(transferred, 'TasaOCuota', 'Importe');
    }
    f.optional(taxes, 'TotalImpuestosTrasladados');
  }
  for (const complement of grandchildren(c, ['cfdi:Complemento']).flatMap((n) => [...n.children()])) {
    // A payroll CFDI's Nómina 1.2 (issue 67 point 6) is read, never issued, by the lender.
    if (complement.name() === 'nomina12:Nomina') f.parts.push(...nominaCadenaParts(complement));
    else if (!STAMP_ONLY.has(complement.name()))
      throw new TypeError(`complement ${complement.name()} not supported`);
  }
  return f.text();
}

function conceptFields(f: Fields, concept: XmlNodeInterface): void {
  for (const child of concept.children()) {
    if (!CONCEPT_CHILDREN.has(child.name()))
      throw new TypeError(`concept element ${child.name()} not supported`);
  }
  f.required(concept, 'ClaveProdServ');
  f.optional(concept, 'NoIdentificacion');
  f.required(concept, 'Cantidad', 'ClaveUnidad');
  f.optional(concept, 'Unidad');
  f.required(concept, 'Descripcion', 'ValorUnitario', 'Importe');
  f.optional(concept, 'Descuento');
  f.required(concept, 'ObjetoImp');
  for (const transferred of grandchildren(concept, ['cfdi:Impuestos', 'cfdi:Traslados', 'cfdi:Traslado'])) {
    f.required(transferred, 'Base', 'Impuesto', 'TipoFactor');
    f.optional(transferred, 'TasaOCuota', 'Importe');
  }
  for (const withheld of grandchildren(concept, ['cfdi:Impuestos', 'cfdi:Retenciones', 'cfdi:Retencion']))
    f.required(withheld, 'Base', 'Impuesto', 'TipoFactor', 'TasaOCuota', 'Importe');
  for (const third of children(concept, 'cfdi:ACuentaTerceros'))
    f.required(
      third,
      'RfcACuentaTerceros',
      'NombreACuentaTerceros',
      'RegimenFiscalACuentaTerceros',
      'DomicilioFiscalACuentaTerceros',
    );
  for (const customs of children(concept, 'cfdi:InformacionAduanera')) f.required(customs, 'NumeroPedimento');
  const property = first(concept, 'cfdi:CuentaPredial');
  if (property) f.required(property, 'Numero');
}

/** The cadena original of a `tfd:TimbreFiscalDigital` 1.1 (the text its SelloSAT signs). */
export function stampCadena(stamp: XmlNodeInterface): string {
  if (stamp.name() !== 'tfd:TimbreFiscalDigital') throw new TypeError('not a tfd:TimbreFiscalDigital');
  const f = new Fields();
  f.required(stamp, 'Version', 'UUID', 'FechaTimbrado', 'RfcProvCertif');
  f.optional(stamp, 'Leyenda');
  f.required(stamp, 'SelloCFD', 'NoCertificadoSAT');
  return f.text();
}
