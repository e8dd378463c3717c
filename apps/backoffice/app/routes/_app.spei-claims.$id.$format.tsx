import type { LoaderFunctionArgs } from '@remix-run/node';
import { speiClaimFileLoader } from './_app.spei-claims.$id.$format.server';

/** `/spei-claims/:id/:format`: a claim's CEP, XML or PDF (a resource route). */
export const loader = ({ request, params }: LoaderFunctionArgs) => speiClaimFileLoader(request, params);
