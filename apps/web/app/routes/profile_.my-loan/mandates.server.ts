import { data } from '@remix-run/node';
import type { guardFlow } from '../../lib/flow.server';
import { serverTranslator, text } from '../../lib/forms.server';

type Ctx = Awaited<ReturnType<typeof guardFlow>>['ctx'];

/**
 * "Revocar": one tap revokes a mandate at once (a plain form submit, no JavaScript needed). A charge
 * already sent to the bank cannot be recalled: the answer says so.
 */
export async function revokeMandateAction(ctx: Ctx, form: FormData) {
  const id = Number(text(form, 'id'));
  const t = serverTranslator();
  const failed = (status: number) =>
    data({ fieldErrors: {}, intent: 'mandate-revoke', formError: t('errors:code.not_found') }, { status });
  if (!Number.isSafeInteger(id) || id <= 0) return failed(400);
  const revoked = await ctx.api.client.revokeMandate({ params: { id } });
  if (!revoked.success) return failed(revoked.status);
  return data({
    fieldErrors: {},
    intent: 'mandate-revoke',
    mandateRevoked: { inFlight: revoked.data.chargeInFlight },
  });
}

/**
 * "Cobrarme en partes de máximo $1,000.00" / "Cobrarme el monto completo" (ADR 329): one tap switches
 * how the payday charges under a mandate are made; the page then shows the charges planned again.
 */
export async function chargeInPartsAction(ctx: Ctx, form: FormData) {
  const id = Number(text(form, 'id'));
  const t = serverTranslator();
  const failed = (status: number) =>
    data({ fieldErrors: {}, intent: 'mandate-parts', formError: t('errors:code.not_found') }, { status });
  if (!Number.isSafeInteger(id) || id <= 0) return failed(400);
  const chosen = await ctx.api.client.chargeInParts({
    params: { id },
    body: { inParts: text(form, 'inParts') === 'true' },
  });
  if (!chosen.success) return failed(chosen.status);
  return data({ fieldErrors: {}, intent: 'mandate-parts' });
}
