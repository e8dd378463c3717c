// The fields of the Nómina 1.2 complement in the cadena original of a payroll CFDI (issue 67 point 6),
// written as SAT's nomina12.xslt writes them: each element in document order, its attributes in the
// stylesheet's order, a required attribute even when empty and an optional one only when present.
// `cadena-original.ts` appends them after the Comprobante's own fields, where the stylesheet of
// CFDI 4.0 applies the templates of its complements.
import type { XmlNodeInterface } from '@nodecfdi/cfdi-core/types';

/** The namespace of the Nómina 1.2 complement. */
export const NOMINA12_NS = 'http://www.sat.gob.mx/nomina12';

const space = (value: string): string => value.replace(/[ \t\r\n]+/g, ' ').trim();
const kids = (node: XmlNodeInterface, name: string): XmlNodeInterface[] =>
  [...node.children()].filter((child) => child.name() === name);

/** `[name, required]` pairs in the stylesheet's order: `true` required, `false` optional. */
type Layout = ReadonlyArray<readonly [string, boolean]>;
const req = (...names: string[]) => names.map((n) => [n, true] as const);
const opt = (...names: string[]) => names.map((n) => [n, false] as const);

const LAYOUT: Readonly<Record<string, Layout>> = {
  'nomina12:Nomina': [
    ...req('Version', 'TipoNomina', 'FechaPago', 'FechaInicialPago', 'FechaFinalPago', 'NumDiasPagados'),
    ...opt('TotalPercepciones', 'TotalDeducciones', 'TotalOtrosPagos'),
  ],
  'nomina12:Emisor': opt('Curp', 'RegistroPatronal', 'RfcPatronOrigen'),
  'nomina12:EntidadSNCF': [...req('OrigenRecurso'), ...opt('MontoRecursoPropio')],
  'nomina12:Receptor': [
    ...req('Curp'),
    ...opt('NumSeguridadSocial', 'FechaInicioRelLaboral', 'Antigüedad'),
    ...req('TipoContrato'),
    ...opt('Sindicalizado', 'TipoJornada'),
    ...req('TipoRegimen', 'NumEmpleado'),
    ...opt('Departamento', 'Puesto', 'RiesgoPuesto'),
    ...req('PeriodicidadPago'),
    ...opt('Banco', 'CuentaBancaria', 'SalarioBaseCotApor', 'SalarioDiarioIntegrado'),
    ...req('ClaveEntFed'),
  ],
  'nomina12:SubContratacion': req('RfcLabora', 'PorcentajeTiempo'),
  'nomina12:Percepciones': [
    ...opt('TotalSueldos', 'TotalSeparacionIndemnizacion', 'TotalJubilacionPensionRetiro'),
    ...req('TotalGravado', 'TotalExento'),
  ],
  'nomina12:Percepcion': req('TipoPercepcion', 'Clave', 'Concepto', 'ImporteGravado', 'ImporteExento'),
  'nomina12:AccionesOTitulos': req('ValorMercado', 'PrecioAlOtorgarse'),
  'nomina12:HorasExtra': req('Dias', 'TipoHoras', 'HorasExtra', 'ImportePagado'),
  'nomina12:JubilacionPensionRetiro': [
    ...opt('TotalUnaExhibicion', 'TotalParcialidad', 'MontoDiario'),
    ...req('IngresoAcumulable', 'IngresoNoAcumulable'),
  ],
  'nomina12:SeparacionIndemnizacion': req(
    'TotalPagado',
    'NumAñosServicio',
    'UltimoSueldoMensOrd',
    'IngresoAcumulable',
    'IngresoNoAcumulable',
  ),
  'nomina12:Deducciones': opt('TotalOtrasDeducciones', 'TotalImpuestosRetenidos'),
  'nomina12:Deduccion': req('TipoDeduccion', 'Clave', 'Concepto', 'Importe'),
  'nomina12:OtrosPagos': [],
  'nomina12:OtroPago': req('TipoOtroPago', 'Clave', 'Concepto', 'Importe'),
  'nomina12:SubsidioAlEmpleo': req('SubsidioCausado'),
  'nomina12:CompensacionSaldosAFavor': req('SaldoAFavor', 'Año', 'RemanenteSalFav'),
  'nomina12:Incapacidades': [],
  'nomina12:Incapacidad': [...req('DiasIncapacidad', 'TipoIncapacidad'), ...opt('ImporteMonetario')],
};

/** The children the stylesheet visits, in its order (not the document's, where they differ). */
const CHILD_ORDER: Readonly<Record<string, readonly string[]>> = {
  'nomina12:Nomina': [
    'nomina12:Emisor',
    'nomina12:Receptor',
    'nomina12:Percepciones',
    'nomina12:Deducciones',
    'nomina12:OtrosPagos',
    'nomina12:Incapacidades',
  ],
  'nomina12:Emisor': ['nomina12:EntidadSNCF'],
  'nomina12:Receptor': ['nomina12:SubContratacion'],
  'nomina12:Percepciones': [
    'nomina12:Percepcion',
    'nomina12:JubilacionPensionRetiro',
    'nomina12:SeparacionIndemnizacion',
  ],
  'nomina12:Percepcion': ['nomina12:AccionesOTitulos', 'nomina12:HorasExtra'],
  'nomina12:Deducciones': ['nomina12:Deduccion'],
  'nomina12:OtrosPagos': ['nomina12:OtroPago'],
  'nomina12:OtroPago': ['nomina12:SubsidioAlEmpleo', 'nomina12:CompensacionSaldosAFavor'],
  'nomina12:Incapacidades': ['nomina12:Incapacidad'],
};

/** The cadena's fields of a `nomina12:Nomina` and its elements; an element it does not know is refused. */
export function nominaCadenaParts(nomina: XmlNodeInterface): string[] {
  const parts: string[] = [];
  const visit = (node: XmlNodeInterface) => {
    const layout = LAYOUT[node.name()];
    if (!layout) throw new TypeError(`nomina element ${node.name()} not supported`);
    for (const [name, required] of layout)
      if (required || node.hasAttribute(name)) parts.push(space(node.getAttribute(name)));
    const order = CHILD_ORDER[node.name()] ?? [];
    for (const child of node.children())
      if (!order.includes(child.name())) throw new TypeError(`nomina element ${child.name()} not supported`);
    for (const name of order) for (const child of kids(node, name)) visit(child);
  };
  visit(nomina);
  return parts;
}
