import type { BankLinkSummary } from '@lender/db/schema';

/** The bank-link port (Belvo; ADR 025). Its sandbox adapter is ./sandbox.ts. */

/** A bank-link widget token (Belvo `POST /api/token/` with widget scopes). */
export interface BankLinkWidgetToken {
  accessToken: string;
  /** Seconds. */
  expiresIn: number;
}

/** Bank link (Belvo). */
export interface BankLinkProvider {
  readonly name: string;
  /** A short-lived token for the connect widget; `externalId` is our reference of the client. */
  createWidgetToken(input: { externalId: string }): Promise<BankLinkWidgetToken>;
  /** Accounts and income of a link the widget created (Belvo accounts + incomes). */
  fetchLinkSummary(input: { linkId: string; institution: string }): Promise<BankLinkSummary>;
}
