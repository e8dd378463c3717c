import type { Loan } from '@lender/contracts';
import { CoreError } from '../errors/core-error';

/**
 * `backOffice.writeOff` (issue 16, ADR 056): a write-off needs a second admin, so this direct call
 * is kept for existing callers but refuses (403 `forbidden`), naming the maker-checker path;
 * nothing changes. The write-off itself runs when a second admin approves the request
 * (`requestWriteOff`, the `loan.write_off` executor).
 */
export async function writeOff(_ctx: unknown, _input: unknown): Promise<Loan> {
  throw new CoreError('forbidden', {
    message:
      'A write-off needs a second admin: POST /web/private/back-office/loans/{id}/write-off-requests, then another admin approves it.',
  });
}
