// A CFDI 4.0 of income (or of egreso, a credit note related to the income it reduces) built from a draft with the maintained @nodecfdi elements (issue 51): the
// attributes of Anexo 20 in the order and with the fixed values SAT's rules ask for an income
// received in one payment (PUE) in pesos, not an export, each concept object of IVA (ObjetoImp 02).
import { BUSINESS_TIME_ZONE } from '@lender/calculator/kernel';
import { Comprobante } from '@nodecfdi/cfdi-elements/cfdi40';
import type { CfdiDraft, FiscalIssuer } from './port';

/** The RFC and name of the general public in a global CFDI (Guía de llenado del CFDI global). */
export const GENERAL_PUBLIC = { rfc: 'XAXX010101000', name: 'PUBLICO EN GENERAL' } as const;

/** Centavos as a CFDI amount with two decimals (`1234` → `12.34`). */
export function cfdiAmount(centavos: number): string {
  if (!Number.isSafeInteger(centavos)) throw new RangeError(`not centavos: ${centavos}`);
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A rate as TasaOCuota with six decimals (`0.16` → `0.160000`). */
export const cfdiRate = (rate: number): string => rate.toFixed(6);

const LOCAL = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a CFDI date (`AAAA-MM-DDThh:mm:ss`, Mexico City time, no zone). */
export function cfdiDate(instant: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    LOCAL.formatToParts(instant).find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The unsealed Comprobante of `draft` issued by `issuer` (NoCertificado, Certificado and Sello come with the seal). */
export function comprobanteOf(draft: CfdiDraft, issuer: FiscalIssuer): Comprobante {
  if (draft.concepts.length === 0) throw new RangeError('a CFDI has at least one concept');
  const rateOf = (concept: CfdiDraft['concepts'][number]) => cfdiRate(concept.vatRate ?? draft.vatRate);
  const subtotal = draft.concepts.reduce((sum, c) => sum + c.base, 0);
  const vat = draft.concepts.reduce((sum, c) => sum + c.vat, 0);
  const comprobante = new Comprobante({
    Serie: draft.series,
    Folio: draft.folio,
    Fecha: cfdiDate(draft.issuedAt),
    FormaPago: draft.paymentForm,
    SubTotal: cfdiAmount(subtotal),
    Moneda: 'MXN',
    Total: cfdiAmount(subtotal + vat),
    TipoDeComprobante: draft.type ?? 'I',
    Exportacion: '01',
    MetodoPago: 'PUE',
    LugarExpedicion: issuer.postalCode,
  });
  if (draft.global) {
    comprobante.addInformacionGlobal({
      Periodicidad: draft.global.periodicity,
      Meses: draft.global.months,
      Año: String(draft.global.year),
    });
  }
  for (const [relation, uuids] of [
    ['01', draft.credits],
    ['04', draft.replaces],
  ] as const) {
    if (!uuids || uuids.length === 0) continue;
    const related = comprobante.addCfdiRelacionados({ TipoRelacion: relation });
    for (const uuid of uuids) related.addCfdiRelacionado({ UUID: uuid });
  }
  if (draft.type === 'E' && !draft.credits?.length)
    throw new RangeError('a credit note relates the CFDIs it reduces');
  comprobante.addEmisor({ Rfc: issuer.rfc, Nombre: issuer.name, RegimenFiscal: issuer.regime });
  comprobante.addReceptor({
    Rfc: draft.receiver.rfc,
    Nombre: draft.receiver.name,
    DomicilioFiscalReceptor: draft.receiver.postalCode,
    RegimenFiscalReceptor: draft.receiver.regime,
    UsoCFDI: draft.receiver.use,
  });
  for (const concept of draft.concepts) {
    if (concept.base <= 0) throw new RangeError('a concept of income has a positive amount');
    comprobante
      .addConcepto({
        ClaveProdServ: concept.productKey,
        ...(concept.identification !== undefined && { NoIdentificacion: concept.identification }),
        Cantidad: '1',
        ClaveUnidad: concept.unitKey,
        Descripcion: concept.description,
        ValorUnitario: cfdiAmount(concept.base),
        Importe: cfdiAmount(concept.base),
        ObjetoImp: '02',
      })
      .addTraslado({
        Base: cfdiAmount(concept.base),
        Impuesto: '002',
        TipoFactor: 'Tasa',
        TasaOCuota: rateOf(concept),
        Importe: cfdiAmount(concept.vat),
      });
  }
  comprobante.addImpuestos({ TotalImpuestosTrasladados: cfdiAmount(vat) });
  // One Traslado per rate, summing the concepts at that rate (Anexo 20: Impuestos groups by TasaOCuota).
  const byRate = new Map<string, { base: number; vat: number }>();
  for (const concept of draft.concepts) {
    const sum = byRate.get(rateOf(concept)) ?? { base: 0, vat: 0 };
    byRate.set(rateOf(concept), { base: sum.base + concept.base, vat: sum.vat + concept.vat });
  }
  for (const [rate, sum] of byRate)
    comprobante
      .getImpuestos()
      .getTraslados()
      .addTraslado({
        Base: cfdiAmount(sum.base),
        Impuesto: '002',
        TipoFactor: 'Tasa',
        TasaOCuota: rate,
        Importe: cfdiAmount(sum.vat),
      });
  return comprobante;
}
