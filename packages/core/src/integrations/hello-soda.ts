import type { HelloSodaRequest, HelloSodaResult } from '@lender/contracts';
import { CoreError } from '../errors/core-error';
import type { Logger } from '../logger';
import type { HelloSodaResult as HelloSodaCheck, HelloSodaProvider } from '../providers/fraud/port';

/** The provider's decision as the API words it. */
const HELLO_SODA_STATUS = { pass: 'accepted', review: 'review', fail: 'rejected' } as const;

/**
 * `public.helloSoda` (`POST /web/public/util/hello-soda`): runs the HelloSoda check through its
 * provider port (the offline sandbox by default). A provider failure is logged by its error's name
 * only (no personal data) and answered `provider_failed`.
 */
export async function helloSoda(
  ctx: { readonly providers: { readonly helloSoda: HelloSodaProvider }; readonly logger: Logger },
  { body: { reference, data } }: { readonly body: HelloSodaRequest },
): Promise<HelloSodaResult> {
  let result: HelloSodaCheck;
  try {
    result = await ctx.providers.helloSoda.check({ payload: { reference, ...data } });
  } catch (error) {
    ctx.logger.error('HelloSoda check failed', { error: (error as Error).name });
    throw new CoreError('provider_failed');
  }
  return { reference, status: HELLO_SODA_STATUS[result.decision] };
}
