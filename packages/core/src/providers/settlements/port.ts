import type { SettlementChannel } from './layouts';

/**
 * The settlement-file port (issue 39, ADR 140): where a channel's settlement file comes from. A
 * real adapter fetches the bank's or processor's export (SFTP, their API) and converts it into our
 * layout (`layouts.ts`); the sandbox adapter writes one from the sandbox payments. A file uploaded
 * by hand in the back office skips the port and is read by the same importer.
 */
export interface SettlementProvider {
  readonly name: string;
  /** True only on an offline sandbox adapter. */
  readonly sandbox?: boolean;
  /** The channel's settlement file for value dates `from`..`to` (`YYYY-MM-DD`), in our layout, as text chunks. */
  statement(request: { channel: SettlementChannel; from: string; to: string }): AsyncIterable<string>;
}
