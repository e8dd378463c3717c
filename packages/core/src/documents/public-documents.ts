import { ANONYMOUS_TERMS_DOCUMENT_ID } from '@lender/contracts';
import type { DocumentBlock, DocumentModel } from '../pdf/document-model';
import { renderPdf } from '../pdf/render-pdf';
import type { CompanyInfo } from './company';

/**
 * Public documents (spec §2 `/documentos`, §6 "Guest: public documents"): the terms and
 * conditions (also under the anonymous id of spec §7), the privacy notice and the credit-bureau
 * consent. Served as page data and as PDF from the same model.
 */
export const PUBLIC_DOCUMENT_IDS = [
  'terms_and_conditions',
  'privacy_notice',
  'credit_bureau_consent',
  ANONYMOUS_TERMS_DOCUMENT_ID,
] as const;
export type PublicDocumentId = (typeof PUBLIC_DOCUMENT_IDS)[number];

/** True when `id` names a public document. */
export function isPublicDocumentId(id: string): id is PublicDocumentId {
  return (PUBLIC_DOCUMENT_IDS as readonly string[]).includes(id);
}

/** The date the texts were last changed (shown on each document). */
export const PUBLIC_DOCUMENTS_UPDATED_ON = '2026-01-15';

const section = (heading: string, ...paragraphs: string[]): DocumentBlock[] => [
  { kind: 'heading', text: heading },
  ...paragraphs.map((text): DocumentBlock => ({ kind: 'paragraph', text })),
];

function termsBlocks(c: CompanyInfo): DocumentBlock[] {
  return [
    ...section(
      '1. Objeto',
      `Estos términos regulan el uso del sitio de ${c.tradeName} y la solicitud de un préstamo personal a corto plazo en pesos mexicanos (MXN). La solicitud no obliga al solicitante ni a ${c.legalName} hasta que ambas partes firmen el contrato de crédito.`,
    ),
    ...section(
      '2. Requisitos',
      'Ser mayor de edad, contar con CURP válida, un teléfono celular en México, una identificación oficial vigente y una cuenta bancaria propia con CLABE de 18 dígitos.',
    ),
    ...section(
      '3. Costo del crédito',
      'Antes de firmar se informan en la carátula el monto, el plazo en días, la fecha límite de pago, los intereses, las comisiones más IVA, el monto total a pagar y el Costo Anual Total (CAT), sin IVA, para fines informativos y de comparación.',
    ),
    ...section(
      '4. Documentos',
      'Las fotografías de la identificación y los comprobantes se aceptan en formato JPG, PNG o HEIC (y PDF para recibos de nómina y estados de cuenta). Se eliminan los metadatos de ubicación de las fotografías antes de guardarlas.',
    ),
    ...section(
      '5. Verificación y decisión',
      'El teléfono se confirma con un código enviado por SMS; nunca compartas ese código. La solicitud se evalúa con la información proporcionada y la de sociedades de información crediticia, con tu autorización.',
    ),
    ...section(
      '6. Pagos y prórrogas',
      'Las fechas de pago se eligen según la periodicidad del ingreso (semanal, catorcenal, quincenal o mensual). Puedes pagar antes sin penalización y, cuando esté disponible, solicitar una prórroga con el costo que se informa antes de aceptarla.',
    ),
    ...section(
      '7. Aclaraciones',
      `Atención a clientes: ${c.phone}, ${c.email}. Unidad Especializada de Atención a Usuarios (UNE): ${c.une.phone}, ${c.une.email}, ${c.une.hours}. CONDUSEF: ${c.condusef.phone}, ${c.condusef.website}.`,
    ),
  ];
}

function privacyBlocks(c: CompanyInfo): DocumentBlock[] {
  return [
    ...section(
      'Responsable',
      `${c.legalName} ("${c.tradeName}"), con domicilio en ${c.address}, es responsable del tratamiento de tus datos personales conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.`,
    ),
    ...section(
      'Datos que tratamos',
      'Identificación y contacto (nombre, CURP, fecha de nacimiento, domicilio, teléfono, correo electrónico, fotografías de tu identificación y tu rostro); laborales y de ingresos; patrimoniales y financieros (CLABE, estados de cuenta, historial crediticio); datos del dispositivo para prevenir fraudes.',
    ),
    { kind: 'heading', text: 'Finalidades necesarias' },
    {
      kind: 'paragraph',
      text: 'Son necesarias para la relación jurídica y no puedes oponerte a ellas sin terminarla: (a) verificar tu identidad; (b) evaluar tu solicitud y tu capacidad de pago, incluida la consulta a sociedades de información crediticia con tu autorización; (c) otorgar, administrar, depositar y cobrar el crédito; (d) atender aclaraciones y reclamaciones; (e) prevenir fraudes y operaciones con recursos de procedencia ilícita; (f) cumplir obligaciones legales y requerimientos de autoridades.',
    },
    { kind: 'heading', text: 'Finalidades voluntarias' },
    {
      kind: 'paragraph',
      text: 'No son necesarias para el crédito y puedes negarte a ellas en cualquier momento sin que afecte tu solicitud: (a) enviarte promociones y ofertas de productos; (b) invitarte a encuestas de calidad; (c) elaborar estadísticas de mercadotecnia. Para negarte escribe a la dirección de la UNE o desmarca la casilla de mercadotecnia en tu perfil.',
    },
    ...section(
      'Transferencias',
      'Compartimos datos, sin requerir tu consentimiento cuando la ley lo permite, con sociedades de información crediticia, autoridades competentes, instituciones que procesan pagos y depósitos, y proveedores que nos prestan servicios bajo contrato y confidencialidad.',
    ),
    ...section(
      'Derechos ARCO y revocación',
      `Puedes acceder, rectificar, cancelar u oponerte al tratamiento de tus datos, o revocar tu consentimiento, con una solicitud a ${c.une.email} que indique tu nombre, el derecho que ejerces y una copia de tu identificación. Respondemos en un máximo de 20 días hábiles.`,
    ),
    ...section(
      'Cambios al aviso',
      `Publicamos cualquier cambio en ${c.website}. Última actualización: ${PUBLIC_DOCUMENTS_UPDATED_ON.split('-').reverse().join('/')}.`,
    ),
  ];
}

function bureauBlocks(c: CompanyInfo): DocumentBlock[] {
  return [
    ...section('Autorización', c.creditBureauClause),
    ...section(
      'Alcance',
      'La consulta sirve para evaluar tu solicitud y, mientras tengas un crédito con nosotros, para darle seguimiento. El resultado de tu pago, puntual o no, se reporta a las sociedades de información crediticia.',
    ),
    ...section(
      'Firma',
      'Otorgas esta autorización al marcar la casilla correspondiente en tu registro, con tu código de verificación por SMS, lo que tiene los mismos efectos que tu firma autógrafa.',
    ),
  ];
}

const TITLES: Record<PublicDocumentId, string> = {
  terms_and_conditions: 'Términos y condiciones',
  terms_and_conditions_anonymous: 'Términos y condiciones generales',
  privacy_notice: 'Aviso de privacidad integral',
  credit_bureau_consent: 'Autorización para consultar sociedades de información crediticia',
};

/** The model of a public document for `company`. */
export function publicDocument(id: PublicDocumentId, company: CompanyInfo): DocumentModel {
  const blocks =
    id === 'privacy_notice'
      ? privacyBlocks(company)
      : id === 'credit_bureau_consent'
        ? bureauBlocks(company)
        : termsBlocks(company);
  return {
    title: TITLES[id],
    subtitle: `${company.legalName} · RFC ${company.rfc}`,
    ...(company.demo && { watermark: 'DATOS DE DEMOSTRACIÓN' }),
    author: company.legalName,
    createdAt: new Date(`${PUBLIC_DOCUMENTS_UPDATED_ON}T12:00:00-06:00`),
    blocks,
  };
}

/** A public document as page data: its title and sections of paragraphs. */
export interface PublicDocumentPage {
  id: PublicDocumentId;
  title: string;
  updatedOn: string;
  demo: boolean;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

/** The page data of a public document (what `/documentos` shows). */
export function publicDocumentPage(id: PublicDocumentId, company: CompanyInfo): PublicDocumentPage {
  const model = publicDocument(id, company);
  const sections: PublicDocumentPage['sections'] = [];
  for (const block of model.blocks) {
    if (block.kind === 'heading') sections.push({ heading: block.text, paragraphs: [] });
    else if (block.kind === 'paragraph') {
      if (sections.length === 0) sections.push({ heading: model.title, paragraphs: [] });
      sections[sections.length - 1]?.paragraphs.push(block.text);
    }
  }
  return { id, title: model.title, updatedOn: PUBLIC_DOCUMENTS_UPDATED_ON, demo: company.demo, sections };
}

/** The PDF of a public document. */
export function renderPublicDocumentPdf(id: PublicDocumentId, company: CompanyInfo): Promise<Uint8Array> {
  return renderPdf(publicDocument(id, company));
}
