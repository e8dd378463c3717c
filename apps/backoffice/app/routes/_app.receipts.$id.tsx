import { paymentFolio } from '@lender/contracts';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { translator } from '../i18n';
import { failureResponse, requireAdmin, requirePermission } from '../server/auth.server';

/**
 * `/receipts/:id` (issue 47): a payment's receipt (comprobante de pago), the same PDF the borrower
 * downloads, saved as `comprobante-de-pago-<folio>.pdf`. A resource route (a loader, no component).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'payments.read');
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
  if (id === 0) throw new Response('not found', { status: 404 });
  const result = await admin.api.backOffice.paymentReceipt({ params: { id } });
  if (!result.success) throw failureResponse(result);
  return new Response(new Blob([new Uint8Array(result.data.bytes)]), {
    headers: {
      'Content-Type': 'application/pdf',
      // The document is the borrower's, in Spanish whatever the admin's language: so is its name.
      'Content-Disposition': `attachment; filename="${translator('es-MX')('documents:receipt.file', { folio: paymentFolio(id) })}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
