/** Captcha verification (spec §9: version 3). */
export interface CaptchaProvider {
  readonly name: string;
  verify(token: string, action?: string): Promise<{ ok: boolean; score: number }>;
}
