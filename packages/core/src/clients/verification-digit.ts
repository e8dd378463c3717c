import { luhnCheckDigit } from '@lender/calculator/kernel';

/** `GET client/verification-digit`: the Luhn check digit of the client's payment reference. */
export async function verificationDigit(
  _ctx: object,
  { actorId: clientId }: { readonly actorId: number },
): Promise<{ verificationDigit: string }> {
  return { verificationDigit: String(luhnCheckDigit(String(clientId).padStart(10, '0'))) };
}
