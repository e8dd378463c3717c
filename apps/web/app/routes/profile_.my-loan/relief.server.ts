import { data } from '@remix-run/node';
import type { guardFlow } from '../../lib/flow.server';
import { serverTranslator, text } from '../../lib/forms.server';

type Ctx = Awaited<ReturnType<typeof guardFlow>>['ctx'];

/**
 * The one tap of the disaster-relief deferral (issue 52): the months of the button pressed and the
 * version of the terms shown. The API keeps the consent with the browser's address; the page then
 * reloads and shows the new due date.
 */
export async function reliefAction(ctx: Ctx, form: FormData) {
  const months = Number(text(form, 'months'));
  const termsVersion = text(form, 'termsVersion');
  const t = serverTranslator();
  if (months !== 1 && months !== 2 && months !== 3) {
    return data({ fieldErrors: {}, intent: 'relief', formError: t('loan:relief.failed') }, { status: 400 });
  }
  const taken = await ctx.api.client.takeReliefDeferral({ body: { months, accepted: true, termsVersion } });
  if (!taken.success) {
    return data(
      { fieldErrors: {}, intent: 'relief', formError: t('loan:relief.failed') },
      { status: taken.status },
    );
  }
  return data({ fieldErrors: {}, intent: 'relief' });
}
