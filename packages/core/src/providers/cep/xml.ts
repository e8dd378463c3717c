import { nodeFromXmlString, nodeToXmlString, XmlNode } from '@nodecfdi/cfdi-core';
import type { XmlNodeInterface } from '@nodecfdi/cfdi-core/types';
import { ProviderError } from '../provider-error';
import { mexicoCityInstant, mexicoCityWallClock } from './mexico-city';
import type { CepParty, CepTransfer } from './port';

// The CEP's XML as Banxico issues it (`descarga.do?formato=XML`, as in cuenca-mx/cep-python's
// recorded answers): one `SPEI_Tercero` element (operation date and time, the receiving
// participant `ClaveSPEI`, the `sello`, the `numeroCertificado` of the certificate that made it and
// `cadenaCDA`, the signed string followed by the seal) with a `Beneficiario` and an `Ordenante`.
// Read with the XML parser the fiscal documents use (@nodecfdi/cfdi-core over @xmldom/xmldom).

/** What a CEP proves, before its XML and PDF are attached. */
export type CepProof = Omit<CepTransfer, 'xml' | 'pdf'>;

/** The attributes of a CEP's three elements, by name, as the document states them. */
export interface CepElements {
  readonly root: Readonly<Record<string, string>>;
  readonly beneficiary: Readonly<Record<string, string>>;
  readonly sender: Readonly<Record<string, string>>;
}

const ROOT = 'SPEI_Tercero';
const BENEFICIARY = 'Beneficiario';
const SENDER = 'Ordenante';
/** Banxico writes `claveRastreo`; the sandbox's CEPs (and the tests of their files) say `ClaveRastreo`. */
const TRACKING_KEY = ['claveRastreo', 'ClaveRastreo'] as const;

const invalid = (why: string) => new ProviderError('banxico-cep', `not a CEP: ${why}`);

/** Centavos as the CEP writes them (`1234.50`). */
export const cepAmount = (centavos: number) =>
  `${Math.trunc(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;

const attributesOf = (node: XmlNodeInterface): Record<string, string> => node.attributes().export();

/** The elements of a CEP's XML; a `ProviderError` when it is not well-formed XML of a CEP. */
export function readCepXml(xml: string | Uint8Array): CepElements {
  const text = typeof xml === 'string' ? xml : new TextDecoder('utf-8', { fatal: false }).decode(xml);
  let root: XmlNodeInterface;
  try {
    root = nodeFromXmlString(text.replace(/^\uFEFF/, ''));
  } catch {
    throw invalid('the XML is not well-formed');
  }
  if (root.name() !== ROOT) throw invalid(`its root is ${root.name()}, not ${ROOT}`);
  const beneficiary = root.searchNode(BENEFICIARY);
  const sender = root.searchNode(SENDER);
  if (!beneficiary || !sender) throw invalid(`it lacks ${beneficiary ? SENDER : BENEFICIARY}`);
  return { root: attributesOf(root), beneficiary: attributesOf(beneficiary), sender: attributesOf(sender) };
}

const AMOUNT = /^(\d{1,18})(?:\.(\d{1,2}))?$/;

/** What a CEP's elements prove; a `ProviderError` naming the first missing or malformed attribute. */
export function cepProofOf(elements: CepElements): CepProof {
  const { root, beneficiary, sender } = elements;
  const required = (on: Readonly<Record<string, string>>, element: string, name: string) => {
    const value = on[name]?.trim() ?? '';
    if (value === '') throw invalid(`${element} has no ${name}`);
    return value;
  };
  const date = required(root, ROOT, 'FechaOperacion');
  const time = required(root, ROOT, 'Hora');
  const settledAt = mexicoCityInstant(date, time);
  if (!settledAt) throw invalid(`${ROOT} dates it ${date} ${time}`);
  const trackingKey = TRACKING_KEY.map((name) => root[name]?.trim() ?? '').find(Boolean);
  if (!trackingKey) throw invalid(`${ROOT} has no claveRastreo`);
  const seal = required(root, ROOT, 'sello');
  const amount = AMOUNT.exec(required(beneficiary, BENEFICIARY, 'MontoPago'));
  const centavos = amount ? Number(amount[1]) * 100 + Number((amount[2] ?? '0').padEnd(2, '0')) : 0;
  if (!(Number.isSafeInteger(centavos) && centavos > 0))
    throw invalid(`${BENEFICIARY} pays ${beneficiary.MontoPago}`);
  required(beneficiary, BENEFICIARY, 'Cuenta');
  const party = (on: Readonly<Record<string, string>>, bank: string): CepParty => ({
    name: on.Nombre ?? '',
    account: on.Cuenta ?? '',
    bank: on[bank] ?? '',
    rfc: on.RFC ?? '',
  });
  return {
    trackingKey,
    settledAt,
    amount: centavos,
    sender: party(sender, 'BancoEmisor'),
    beneficiary: party(beneficiary, 'BancoReceptor'),
    concept: beneficiary.Concepto ?? '',
    seal,
  };
}

/** Reads a CEP's XML; a `ProviderError` when it is malformed or lacks what a CEP states. */
export function parseCepXml(xml: string | Uint8Array): CepProof {
  return cepProofOf(readCepXml(xml));
}

/** What a CEP states beside the proof: who settled it, and the certificate that seals it. */
export interface CepIssue {
  /** The receiving participant's key (`90646`), the CEP's `ClaveSPEI`. */
  readonly speiKey: string;
  /** The 20-digit number of the certificate that makes the seal. */
  readonly certificateNumber: string;
}

/** The elements of a CEP of `proof`, without its seal and signed string (the sandbox issues these). */
export function cepElementsOf(proof: Omit<CepProof, 'seal'>, issue: CepIssue): CepElements {
  const { date, time } = mexicoCityWallClock(proof.settledAt);
  const party = (p: CepParty, bankAttribute: string) => ({
    [bankAttribute]: p.bank,
    Nombre: p.name,
    TipoCuenta: '40',
    Cuenta: p.account,
    RFC: p.rfc,
  });
  return {
    root: {
      FechaOperacion: date,
      Hora: time,
      ClaveSPEI: issue.speiKey,
      numeroCertificado: issue.certificateNumber,
      ClaveRastreo: proof.trackingKey,
    },
    beneficiary: {
      ...party(proof.beneficiary, 'BancoReceptor'),
      Concepto: proof.concept,
      IVA: '0.00',
      MontoPago: cepAmount(proof.amount),
    },
    sender: party(proof.sender, 'BancoEmisor'),
  };
}

/** The XML of a CEP's elements, attributes in the order given (Banxico's: date, time, key, seal…). */
export function cepXml(elements: CepElements): string {
  const root = new XmlNode(ROOT, { ...elements.root }, [
    new XmlNode(BENEFICIARY, { ...elements.beneficiary }),
    new XmlNode(SENDER, { ...elements.sender }),
  ]);
  return nodeToXmlString(root, true);
}
