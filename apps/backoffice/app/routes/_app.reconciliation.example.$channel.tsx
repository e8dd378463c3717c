import { SETTLEMENT_CHANNELS, settlementExampleCsv } from '@lender/contracts';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { translator } from '../i18n';
import { requireAdmin, requirePermission } from '../server/auth.server';

/**
 * `GET /reconciliation/example/:channel`: an example file of the channel's settlement layout
 * (issue 48), built from the contracts' `SETTLEMENT_FILE_LAYOUTS`, the columns the importer parses
 * with, so the file imports as it is. Saved under a name in the admin's language
 * (`ejemplo-spei.csv`); an unknown channel is a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'payments.reconcile');
  const channel = SETTLEMENT_CHANNELS.find((known) => known === params.channel);
  if (!channel) throw new Response('Not found', { status: 404 });
  const fileName = translator(admin.user.language)(`backoffice:reconciliation.layouts.fileNames.${channel}`);
  return new Response(settlementExampleCsv(channel), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}
