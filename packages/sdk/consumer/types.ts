// Registry round trip, TypeScript: must type-check against the published .d.ts files.
import type { ClientProfile, Offer } from '@lender/contracts';
import {
  type ApiFailure,
  type ApiResult,
  type BinaryBody,
  type ClientOptions,
  createClient,
  createOfferQuoter,
  type EndpointResult,
  type FieldErrors,
  type LenderClient,
  type OfferQuoterState,
  ServerError,
  unwrap,
} from '@lender/sdk';

const options: ClientOptions = {
  baseUrl: 'https://api.example.mx',
  getToken: async () => 'token',
  onToken: (token: string) => void token,
  onUnauthorized: (event) => void [event.status, event.code, event.endpointId],
  timeout: 180_000,
  retry: 2,
};
const api: LenderClient = createClient(options);

export async function useIt(signal: AbortSignal) {
  const profile: ApiResult<ClientProfile> = await api.client.get({ signal });
  if (profile.success) {
    const firstName: string | null = profile.data.firstName;
    void firstName;
  } else {
    const failure: ApiFailure = profile;
    const errors: FieldErrors = failure.errors;
    void [errors.email?.code, failure.message, failure.code];
  }

  const offer: Offer = unwrap(
    await api.public.arithmeticOffer({
      params: { sequence_type: 'first', amount: 3000, payCycle: 'biweekly', payDates: '2026-03-13' },
      query: { promoName: 'PROMO10' },
    }),
  );
  const pdf: BinaryBody = unwrap(await api.client.documentDownload({ params: { type: 'loan_agreement' } }));
  const page: EndpointResult<'backOffice.clients'> = await api.backOffice.clients({ query: { page: 2 } });
  const totalPages: number | undefined = page.pagination?.totalPages;

  const quoter = createOfferQuoter(api);
  const state: OfferQuoterState | undefined = await quoter.quote({
    audience: 'client',
    amount: 5000,
    payCycle: 'semi_monthly',
    payDates: ['2026-03-15', '2026-03-30'],
  });

  try {
    await api.client.createApplication({
      body: {
        salaryCycle: 'semi_monthly',
        payDates: { first_repayment_option: '2026-03-15', second_repayment_option: '2026-03-30' },
        loanAmount: { amount: 3000, currency: 'MXN' },
      },
      idempotencyKey: 'one-submit',
    });
  } catch (error) {
    if (error instanceof ServerError) void [error.status, error.path];
  }

  // @ts-expect-error — the path parameter `id` is required.
  await api.public.addressRegionCities({});
  // @ts-expect-error — 'yearly' is not a pay cycle.
  await api.client.arithmeticOffer({ params: { amount: 3000, payCycle: 'yearly', payDates: '15' } });
  // @ts-expect-error — the group has no such method.
  await api.public.noSuchEndpoint();

  return [offer.total.amount, pdf.bytes.byteLength, totalPages, state?.status] as const;
}
