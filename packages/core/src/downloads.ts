import type { EndpointAccess } from '@lender/contracts';
import { CoreError } from './errors/core-error';

// A download by id (a receipt, a CFDI, a CEP): the borrower reads only their own, the back office any.

/** Whose file a download reads: the borrower's own, or any for the back office. */
export type FileOwner = { readonly clientId: number } | 'back-office';

/** What a download by id takes: who asks (their endpoint's access and id) and the file's id. */
export interface DownloadInput {
  readonly access: EndpointAccess;
  readonly actorId: number;
  readonly params: { readonly id: number };
}

/**
 * Whose files the caller reads: the borrower's own on a borrower's endpoint, any on a back-office
 * endpoint; nobody else's (`forbidden`: a download is never public).
 */
export function ownerOf({ access, actorId }: Pick<DownloadInput, 'access' | 'actorId'>): FileOwner {
  if (access === 'client') return { clientId: actorId };
  if (access === 'user') return 'back-office';
  throw new CoreError('forbidden');
}
