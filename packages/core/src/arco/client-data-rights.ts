import { type AccessArchiveContext, buildAccessArchive } from './access-archive';
import { anonymiseClientData } from './anonymise-client-data';
import { blockClientData } from './block-client-data';
import type { PrivacyContext } from './privacy-context';

/** An access archive: a ZIP of everything held about a client. */
export interface AccessArchiveFile {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/**
 * What acting on an access or a cancellation calls of the personal-data functions beside it
 * (`access-archive.ts`, `block-client-data.ts`, ADR 292), bound to the core: `buildAccessArchive`, `blockClientData` (refused while a loan or an
 * application is open: `personal_data_in_use`) and `anonymiseClientData` (refused before every
 * retention period has ended: `retention_not_over`). What blocking and anonymising answer is kept
 * with the request as they give it.
 */
export interface ClientDataRights {
  buildAccessArchive(input: { clientId: number }): Promise<AccessArchiveFile>;
  blockClientData(input: { clientId: number; userId?: number }): Promise<unknown>;
  anonymiseClientData(input: { clientId: number }): Promise<unknown>;
}

/** What the personal-data functions read of the core. */
export type ClientDataContext = PrivacyContext & AccessArchiveContext;

/** The personal-data functions bound to `ctx`, unless the context brings its own (`clientData`). */
export function clientDataOf(
  ctx: ClientDataContext & { readonly clientData?: ClientDataRights | undefined },
) {
  return (ctx.clientData ?? {
    buildAccessArchive: (input) => buildAccessArchive(ctx, input),
    blockClientData: (input) => blockClientData(ctx, input),
    anonymiseClientData: (input) => anonymiseClientData(ctx, input),
  }) satisfies ClientDataRights;
}
