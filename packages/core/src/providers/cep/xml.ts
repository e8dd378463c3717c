import type { CepParty, CepTransfer } from './port';

// The CEP's XML as Banxico issues it (`descarga.do?formato=XML`): one `SPEI_Tercero` element whose
// attributes date and seal the transfer, with an `Ordenante` and a `Beneficiario` element (the
// fields cuenca-mx/cep-python reads). Flat, so its attributes are read without an XML library.

type Proof = Omit<CepTransfer, 'xml' | 'pdf'>;

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unescapeXml = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Centavos as the CEP writes them (`1234.50`). */
const pesos = (centavos: number) =>
  `${Math.trunc(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;

/** Mexico City's wall clock of an instant (CST, UTC−6 all year since 2022). */
function mexicoCity(instant: Date): { date: string; time: string } {
  const local = new Date(instant.getTime() - 6 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 19) };
}

/** The XML of a CEP (what the sandbox issues and the tests' Banxico answers). */
export function cepXml(proof: Proof): string {
  const { date, time } = mexicoCity(proof.settledAt);
  const party = (tag: string, bankAttribute: string, p: CepParty, extra = '') =>
    `<${tag} ${bankAttribute}="${escapeXml(p.bank)}" Nombre="${escapeXml(p.name)}" TipoCuenta="40" Cuenta="${escapeXml(p.account)}" RFC="${escapeXml(p.rfc)}"${extra}/>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<SPEI_Tercero FechaOperacion="${date}" Hora="${time}" ClaveRastreo="${escapeXml(proof.trackingKey)}" sello="${escapeXml(proof.seal)}">`,
    party(
      'Beneficiario',
      'BancoReceptor',
      proof.beneficiary,
      ` Concepto="${escapeXml(proof.concept)}" IVA="0.00" MontoPago="${pesos(proof.amount)}"`,
    ),
    party('Ordenante', 'BancoEmisor', proof.sender),
    '</SPEI_Tercero>',
  ].join('\n');
}

function attributes(xml: string, tag: string): Map<string, string> | null {
  const element = new RegExp(`<${tag}\\b([^>]*)>`).exec(xml);
  if (!element) return null;
  const found = new Map<string, string>();
  for (const [, name = '', value = ''] of (element[1] ?? '').matchAll(/([A-Za-z_:]+)="([^"]*)"/g)) {
    found.set(name, unescapeXml(value));
  }
  return found;
}

/** Reads a CEP's XML; `null` when it is not one (no `SPEI_Tercero`, no seal, no amount). */
export function parseCepXml(xml: string, trackingKey: string): Proof | null {
  const root = attributes(xml, 'SPEI_Tercero');
  const beneficiary = attributes(xml, 'Beneficiario');
  const sender = attributes(xml, 'Ordenante');
  if (!root || !beneficiary || !sender) return null;
  const seal = root.get('sello');
  const date = root.get('FechaOperacion');
  const time = root.get('Hora') ?? '00:00:00';
  const amount = /^(\d+)(?:\.(\d{1,2}))?$/.exec(beneficiary.get('MontoPago') ?? '');
  if (!seal || !date || !amount) return null;
  const party = (p: Map<string, string>, bank: string): CepParty => ({
    name: p.get('Nombre') ?? '',
    account: p.get('Cuenta') ?? '',
    bank: p.get(bank) ?? '',
    rfc: p.get('RFC') ?? '',
  });
  return {
    trackingKey: root.get('ClaveRastreo') ?? trackingKey,
    settledAt: new Date(`${date}T${time}-06:00`),
    amount: Number(amount[1]) * 100 + Number((amount[2] ?? '0').padEnd(2, '0')),
    sender: party(sender, 'BancoEmisor'),
    beneficiary: party(beneficiary, 'BancoReceptor'),
    concept: beneficiary.get('Concepto') ?? '',
    seal,
  };
}
