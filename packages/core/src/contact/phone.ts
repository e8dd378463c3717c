/** The stored form of a Mexican mobile number: `+52` and the 10 national digits (spec §5). */
export function normalizePhone(national: string): string {
  return `+52${national.replace(/\D/g, '').slice(-10)}`;
}

/** The 10 national digits of a stored phone. */
export function nationalDigits(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}
