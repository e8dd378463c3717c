// The printed CFDI (representación impresa, issue 51) written from the stamped XML itself, so the
// PDF says what the XML says: issuer and receiver, the document's data, its concepts and taxes, the
// seals, the stamp's cadena original and SAT's verification address (the expression a QR code
// carries, from @nodecfdi/cfdi-expresiones).
import { formatMoney } from '@lender/i18n';
import { newDocumentContent, nodeFromXmlString } from '@nodecfdi/cfdi-core';
import type { XmlNodeInterface } from '@nodecfdi/cfdi-core/types';
import { DiscoverExtractor } from '@nodecfdi/cfdi-expresiones';
import { t } from '../i18n';
import type { DocumentBlock, DocumentModel } from '../pdf/document-model';
import { stampCadena } from '../providers/fiscal/cadena-original';
import { centavosOf } from '../providers/fiscal/check-cfdi';

/** How a stored CFDI stands, as the PDF states it. */
export interface CfdiStanding {
  readonly provider: string;
  readonly cancelledAt: Date | null;
  readonly cancelReason: string | null;
}

const words = (group: 'paymentForms' | 'regimes' | 'uses' | 'reasons', code: string): string =>
  t(`documents:cfdi.${group}.${code}` as 'documents:cfdi.uses.S01', { defaultValue: code });

const money = (amount: string) => formatMoney(centavosOf(amount));

/** The document model of a stamped CFDI's XML (rendered by `renderPdf`, read back by `renderText`). */
export function cfdiDocument(xml: string, standing: CfdiStanding): DocumentModel {
  const c = nodeFromXmlString(xml);
  const node = (...path: string[]): XmlNodeInterface => {
    const found = c.searchNode(...path);
    if (!found) throw new TypeError(`the CFDI has no ${path.join('/')}`);
    return found;
  };
  const issuer = node('cfdi:Emisor');
  const receiver = node('cfdi:Receptor');
  const stamp = node('cfdi:Complemento', 'tfd:TimbreFiscalDigital');
  const global = c.searchNode('cfdi:InformacionGlobal');
  const credit = c.getAttribute('TipoDeComprobante') === 'E';
  const related = [...c.searchNodes('cfdi:CfdiRelacionados')].flatMap((relation) =>
    [...relation.searchNodes('cfdi:CfdiRelacionado')].map((one) => ({
      label: relation.getAttribute('TipoRelacion') === '01' ? 'credits' : 'replaces',
      uuid: one.getAttribute('UUID'),
    })),
  );
  const transfer = c.searchNode('cfdi:Impuestos', 'cfdi:Traslados', 'cfdi:Traslado');
  const rate = `${Number(transfer?.getAttribute('TasaOCuota') ?? '0.16') * 100} %`;
  const concepts = [...c.searchNodes('cfdi:Conceptos', 'cfdi:Concepto')];
  const blocks: DocumentBlock[] = [
    ...(standing.cancelledAt
      ? [
          {
            kind: 'notice' as const,
            text: t('documents:cfdi.cancelled', {
              at: standing.cancelledAt,
              reason: standing.cancelReason ?? '',
              reasonWords: words('reasons', standing.cancelReason ?? ''),
            }),
          },
        ]
      : []),
    { kind: 'heading', text: t('documents:cfdi.issuer') },
    {
      kind: 'fields',
      rows: [
        [t('documents:cfdi.rfc'), issuer.getAttribute('Rfc')],
        [t('documents:cfdi.name'), issuer.getAttribute('Nombre')],
        [t('documents:cfdi.regime'), words('regimes', issuer.getAttribute('RegimenFiscal'))],
      ],
    },
    { kind: 'heading', text: t('documents:cfdi.receiver') },
    {
      kind: 'fields',
      rows: [
        [t('documents:cfdi.rfc'), receiver.getAttribute('Rfc')],
        [t('documents:cfdi.name'), receiver.getAttribute('Nombre')],
        [t('documents:cfdi.postalCode'), receiver.getAttribute('DomicilioFiscalReceptor')],
        [t('documents:cfdi.regime'), words('regimes', receiver.getAttribute('RegimenFiscalReceptor'))],
        [t('documents:cfdi.use'), words('uses', receiver.getAttribute('UsoCFDI'))],
      ],
    },
    { kind: 'heading', text: t('documents:cfdi.details') },
    {
      kind: 'fields',
      rows: [
        [t('documents:cfdi.uuid'), stamp.getAttribute('UUID')],
        [t('documents:cfdi.seriesFolio'), `${c.getAttribute('Serie')}-${c.getAttribute('Folio')}`],
        [t('documents:cfdi.issuedAt'), c.getAttribute('Fecha')],
        [t('documents:cfdi.stampedAt'), stamp.getAttribute('FechaTimbrado')],
        [t('documents:cfdi.place'), c.getAttribute('LugarExpedicion')],
        [t('documents:cfdi.type'), t(credit ? 'documents:cfdi.typeValueCredit' : 'documents:cfdi.typeValue')],
        [t('documents:cfdi.paymentForm'), words('paymentForms', c.getAttribute('FormaPago'))],
        [t('documents:cfdi.paymentMethod'), t('documents:cfdi.paymentMethodValue')],
        [t('documents:cfdi.currency'), t('documents:cfdi.currencyValue')],
        [t('documents:cfdi.exportation'), t('documents:cfdi.exportationValue')],
        ...(global
          ? [
              [
                t('documents:cfdi.period'),
                t('documents:cfdi.periodValue', {
                  month: global.getAttribute('Meses'),
                  year: global.getAttribute('Año'),
                }),
              ] as const,
            ]
          : []),
        ...related.map(
          (one) =>
            [
              t(one.label === 'credits' ? 'documents:cfdi.credits' : 'documents:cfdi.replaces'),
              one.uuid,
            ] as const,
        ),
        [t('documents:cfdi.certificate'), c.getAttribute('NoCertificado')],
        [t('documents:cfdi.satCertificate'), stamp.getAttribute('NoCertificadoSAT')],
        [t('documents:cfdi.certifier'), stamp.getAttribute('RfcProvCertif')],
      ],
    },
    { kind: 'heading', text: t('documents:cfdi.conceptsHeading') },
    {
      kind: 'table',
      columns: [
        t('documents:cfdi.columns.description'),
        t('documents:cfdi.columns.key'),
        t('documents:cfdi.columns.identification'),
        t('documents:cfdi.columns.amount'),
        t('documents:cfdi.columns.vat'),
      ],
      rows: concepts.map((concept) => [
        concept.getAttribute('Descripcion'),
        `${concept.getAttribute('ClaveProdServ')} / ${concept.getAttribute('ClaveUnidad')}`,
        concept.getAttribute('NoIdentificacion'),
        money(concept.getAttribute('Importe')),
        money(concept.searchAttribute('cfdi:Impuestos', 'cfdi:Traslados', 'cfdi:Traslado', 'Importe')),
      ]),
      widths: [0.34, 0.2, 0.16, 0.15, 0.15],
    },
    {
      kind: 'fields',
      rows: [
        [t('documents:cfdi.subtotal'), money(c.getAttribute('SubTotal'))],
        [
          t('documents:cfdi.vatTotal', { rate }),
          money(c.searchAttribute('cfdi:Impuestos', 'TotalImpuestosTrasladados')),
        ],
        [t('documents:cfdi.total'), money(c.getAttribute('Total'))],
      ],
    },
    { kind: 'heading', text: t('documents:cfdi.seal') },
    { kind: 'paragraph', text: c.getAttribute('Sello') },
    { kind: 'heading', text: t('documents:cfdi.satSeal') },
    { kind: 'paragraph', text: stamp.getAttribute('SelloSAT') },
    { kind: 'heading', text: t('documents:cfdi.stampCadena') },
    { kind: 'paragraph', text: stampCadena(stamp) },
    {
      kind: 'paragraph',
      text: t('documents:cfdi.verify', { url: new DiscoverExtractor().extract(newDocumentContent(xml)) }),
    },
  ];
  return {
    title: credit
      ? t('documents:cfdi.titleCredit')
      : global
        ? t('documents:cfdi.titleGlobal')
        : t('documents:cfdi.title'),
    subtitle: t('documents:cfdi.printed'),
    ...(standing.provider === 'sandbox' && { watermark: t('documents:cfdi.sandbox') }),
    author: issuer.getAttribute('Nombre'),
    createdAt: new Date(`${stamp.getAttribute('FechaTimbrado')}-06:00`),
    blocks,
  };
}
