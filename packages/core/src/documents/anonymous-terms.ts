import type { FinanceType } from '@lender/contracts';
import { simplePdf } from './simple-pdf';

/**
 * The anonymous terms and conditions (spec §7 `POST /web/public/client/document`, id
 * `terms_and_conditions_anonymous`): the general terms a visitor reads before registering, without
 * any personal data. Product figures are not repeated here: the offer shows them with its CAT.
 */
export function renderAnonymousTerms(financeType: FinanceType): Uint8Array {
  const product = financeType === 'stl' ? 'préstamo personal a corto plazo' : financeType;
  return simplePdf('Términos y condiciones generales', [
    `Producto: ${product}, en pesos mexicanos (MXN).`,
    '',
    '1. Objeto. Estos términos regulan la solicitud de un crédito en línea. La solicitud no obliga al',
    'solicitante ni al otorgante hasta que ambas partes firmen el contrato de crédito.',
    '2. Requisitos. Ser mayor de edad, contar con CURP válida, un teléfono celular en México y una',
    'cuenta bancaria propia con CLABE de 18 dígitos.',
    '3. Costo. Antes de firmar se informan el monto, el plazo en días, los intereses, las comisiones, el',
    'IVA y el Costo Anual Total (CAT) para fines informativos y de comparación.',
    '4. Datos personales. Los datos se tratan conforme al Aviso de Privacidad; la CURP y la CLABE se',
    'guardan cifradas.',
    '5. Verificación. El teléfono se confirma con un código enviado por SMS; nunca compartas ese código.',
    '6. Pagos. Las fechas de pago se eligen según la periodicidad del ingreso (semanal, catorcenal,',
    'quincenal o mensual).',
    '7. Aclaraciones. Atención a clientes por teléfono y correo electrónico en el horario publicado.',
  ]);
}
