/**
 * The messaging ports (architecture decision 9): SMS and e-mail. The sandbox adapters (./sandbox.ts)
 * write every message they would send to the `outbox` table.
 */

/** An SMS to a Mexican mobile number. */
export interface SmsMessage {
  /** E.164 number, `+52` and 10 digits. */
  to: string;
  text: string;
  /** The one-time code the text carries, if any (the development sandbox prints it). */
  otp?: string;
  purpose: string;
  /** A borrower notice (issue 38): its row, template and event, kept with the outbox row. */
  notice?: NoticeReference;
}

/** Which borrower notice a message is (the sandbox keeps it in the outbox's payload). */
export interface NoticeReference {
  id: number;
  template: string;
  eventId: string;
}

export interface SmsProvider {
  readonly name: string;
  /** True only on an offline sandbox adapter; anything else is treated as a real provider. */
  readonly sandbox?: boolean;
  send(message: SmsMessage): Promise<void>;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  otp?: string;
  purpose: string;
  notice?: NoticeReference;
}

export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}
