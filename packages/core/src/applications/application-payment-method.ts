import { type ApplicationPaymentMethod, CASH_PAYOUT_BRANDS, PAYMENT_METHODS } from '@lender/contracts';
import { type ApplicationsContext, requireActual } from './application-context';

/** `GET application/payment-method`: how the active application is paid out, and the choices there are. */
export async function applicationPaymentMethod(
  ctx: Pick<ApplicationsContext, 'db'>,
  { actorId: clientId }: { readonly actorId: number },
): Promise<ApplicationPaymentMethod> {
  const app = await requireActual(ctx, clientId);
  return {
    paymentMethod: app.paymentMethod as ApplicationPaymentMethod['paymentMethod'],
    available: [...PAYMENT_METHODS],
    cashBrands: [...CASH_PAYOUT_BRANDS],
  };
}
