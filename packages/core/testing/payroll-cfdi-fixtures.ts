// Payroll CFDIs (CFDI 4.0 with Nómina 1.2) made at test time with real seals (issue 67 point 6): an
// employer's test CSD and a test PAC made in memory with the sandbox's machinery (`createTestCsd`),
// the Comprobante sealed over its cadena original (the complement's fields included) and stamped
// with a TimbreFiscalDigital 1.1 whose SelloSAT the test PAC signs. Test material only.
import { randomInt, randomUUID } from 'node:crypto';
import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { nodeToXmlString, XmlNode } from '@nodecfdi/cfdi-core';
import { Comprobante } from '@nodecfdi/cfdi-elements/cfdi40';
import { TimbreFiscalDigital } from '@nodecfdi/cfdi-elements/tfd11';
import type { PiiCrypto } from '../src/pii';
import { stampCadena } from '../src/providers/fiscal/cadena-original';
import { cfdiAmount } from '../src/providers/fiscal/cfdi-xml';
import { type Csd, loadCsd, sealComprobante, signText } from '../src/providers/fiscal/csd';
import { NOMINA12_NS } from '../src/providers/fiscal/nomina-cadena';
import { createTestCsd, TEST_TAXPAYER } from '../src/providers/fiscal/test-csd';
import { insertClientRow } from '../src/seed/lending-rows';

/** The receiver's CURP a payroll CFDI carries unless one is given (the borrower must have it). */
export const PAYROLL_TEST_CURP = 'XEXX010101HNEXXXA4';

export interface PayrollInput {
  readonly receiverRfc: string;
  /** The Nómina receiver's CURP; {@link PAYROLL_TEST_CURP} unless said. */
  readonly receiverCurp?: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly paidOn: string;
  /** Centavos. */
  readonly perceptions: number;
  readonly deductions: number;
  readonly otherPayments?: number;
  /** c_PeriodicidadPago; `04` (quincenal) unless said. */
  readonly periodicity?: string;
  /** `N` unless said (an `I` is an invoice, not a payroll CFDI). */
  readonly type?: string;
  readonly uuid?: string;
}

/** The receiver's RFC a test borrower has unless one is given. */
export const PAYROLL_TEST_RFC = 'HEGG560427AB1';

/** A borrower as an upload reads them: an RFC and a CURP (`null`: none on file). */
export async function payrollBorrower(
  core: { readonly db: Database; readonly pii: PiiCrypto },
  { rfc = PAYROLL_TEST_RFC, curp = PAYROLL_TEST_CURP }: { rfc?: string | null; curp?: string | null } = {},
): Promise<number> {
  const tag = String(randomInt(10_000_000)).padStart(7, '0');
  const clientId = await insertClientRow(core.db, core.pii, {
    phone: `+52552${tag}`,
    email: `nomina${tag}@lender.test`,
    clabeHashOf: `payroll-${tag}`,
    firstName: 'Gloria',
    lastName: 'Hernández',
  });
  await core.db
    .update(clients)
    .set({ rfcEnc: rfc && core.pii.encrypt(rfc), curpEnc: curp && core.pii.encrypt(curp) })
    .where(eq(clients.id, clientId));
  return clientId;
}

export interface PayrollMaker {
  readonly employerRfc: string;
  make(input: PayrollInput): { xml: string; uuid: string };
}

/** A maker of payroll CFDIs of one employer (SAT's test taxpayer), its CSD and test PAC made once. */
export async function payrollCfdiMaker(): Promise<PayrollMaker> {
  const [employerFiles, pacFiles] = await Promise.all([
    createTestCsd({
      rfc: TEST_TAXPAYER.rfc,
      name: TEST_TAXPAYER.name,
      certificateNumber: '99990000000000000011',
    }),
    createTestCsd({ rfc: 'AAA010101AAA', name: 'TEST PAC', certificateNumber: '99990000000000000012' }),
  ]);
  const employer = loadCsd(employerFiles);
  const pac = loadCsd(pacFiles);
  return { employerRfc: employer.rfc, make: (input) => payrollCfdi(employer, pac, input) };
}

function payrollCfdi(employer: Csd, pac: Csd, input: PayrollInput): { xml: string; uuid: string } {
  const others = input.otherPayments ?? 0;
  const subtotal = input.perceptions + others;
  const comprobante = new Comprobante({
    Serie: 'N',
    Folio: input.paidOn.replace(/-/g, ''),
    Fecha: `${input.paidOn}T12:00:00`,
    SubTotal: cfdiAmount(subtotal),
    Descuento: cfdiAmount(input.deductions),
    Moneda: 'MXN',
    Total: cfdiAmount(subtotal - input.deductions),
    TipoDeComprobante: input.type ?? 'N',
    Exportacion: '01',
    MetodoPago: 'PUE',
    LugarExpedicion: '42501',
  });
  comprobante.addEmisor({ Rfc: employer.rfc, Nombre: TEST_TAXPAYER.name, RegimenFiscal: '601' });
  comprobante.addReceptor({
    Rfc: input.receiverRfc,
    Nombre: 'PERSONA TRABAJADORA',
    DomicilioFiscalReceptor: '06700',
    RegimenFiscalReceptor: '605',
    UsoCFDI: 'CN01',
  });
  comprobante.addConcepto({
    ClaveProdServ: '84111505',
    Cantidad: '1',
    ClaveUnidad: 'ACT',
    Descripcion: 'Pago de nómina',
    ValorUnitario: cfdiAmount(subtotal),
    Importe: cfdiAmount(subtotal),
    Descuento: cfdiAmount(input.deductions),
    ObjetoImp: '01',
  });
  const days = Math.round((Date.parse(input.periodEnd) - Date.parse(input.periodStart)) / 86_400_000) + 1;
  const nomina = new XmlNode('nomina12:Nomina', {
    'xmlns:nomina12': NOMINA12_NS,
    Version: '1.2',
    TipoNomina: 'O',
    FechaPago: input.paidOn,
    FechaInicialPago: input.periodStart,
    FechaFinalPago: input.periodEnd,
    NumDiasPagados: `${days}.000`,
    TotalPercepciones: cfdiAmount(input.perceptions),
    TotalDeducciones: cfdiAmount(input.deductions),
    ...(others > 0 && { TotalOtrosPagos: cfdiAmount(others) }),
  });
  nomina.addChild(new XmlNode('nomina12:Emisor', { RegistroPatronal: 'B5510768108' }));
  nomina.addChild(
    new XmlNode('nomina12:Receptor', {
      Curp: input.receiverCurp ?? PAYROLL_TEST_CURP,
      NumSeguridadSocial: '12345678901',
      FechaInicioRelLaboral: '2020-01-06',
      Antigüedad: 'P300W',
      TipoContrato: '01',
      TipoJornada: '01',
      TipoRegimen: '02',
      NumEmpleado: '120',
      PeriodicidadPago: input.periodicity ?? '04',
      ClaveEntFed: 'CMX',
    }),
  );
  const perceptions = new XmlNode('nomina12:Percepciones', {
    TotalSueldos: cfdiAmount(input.perceptions),
    TotalGravado: cfdiAmount(input.perceptions),
    TotalExento: '0.00',
  });
  perceptions.addChild(
    new XmlNode('nomina12:Percepcion', {
      TipoPercepcion: '001',
      Clave: '001',
      Concepto: 'Sueldo',
      ImporteGravado: cfdiAmount(input.perceptions),
      ImporteExento: '0.00',
    }),
  );
  nomina.addChild(perceptions);
  const deductions = new XmlNode('nomina12:Deducciones', {
    TotalImpuestosRetenidos: cfdiAmount(input.deductions),
  });
  deductions.addChild(
    new XmlNode('nomina12:Deduccion', {
      TipoDeduccion: '002',
      Clave: '002',
      Concepto: 'ISR',
      Importe: cfdiAmount(input.deductions),
    }),
  );
  nomina.addChild(deductions);
  if (others > 0) {
    const otherPayments = new XmlNode('nomina12:OtrosPagos');
    const payment = new XmlNode('nomina12:OtroPago', {
      TipoOtroPago: '002',
      Clave: '002',
      Concepto: 'Subsidio para el empleo',
      Importe: cfdiAmount(others),
    });
    payment.addChild(new XmlNode('nomina12:SubsidioAlEmpleo', { SubsidioCausado: cfdiAmount(others) }));
    otherPayments.addChild(payment);
    nomina.addChild(otherPayments);
  }
  comprobante.addComplemento(nomina);
  sealComprobante(comprobante, employer);
  const uuid = input.uuid ?? randomUUID().toUpperCase();
  const stamp = new TimbreFiscalDigital({
    UUID: uuid,
    FechaTimbrado: `${input.paidOn}T12:05:00`,
    RfcProvCertif: pac.rfc,
    SelloCFD: comprobante.getAttribute('Sello'),
    NoCertificadoSAT: pac.certificateNumber,
  });
  stamp.setAttribute('SelloSAT', signText(pac, stampCadena(stamp)));
  comprobante.addComplemento(stamp);
  return { xml: nodeToXmlString(comprobante, true), uuid };
}
