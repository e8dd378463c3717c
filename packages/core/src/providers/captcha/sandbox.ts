import type { CaptchaProvider } from './port';

/** The captcha sandbox: any non-empty token passes with score 0.9; `fail` fails. */
export function sandboxCaptcha(): CaptchaProvider {
  return {
    name: 'sandbox-captcha',
    async verify(token) {
      const ok = token.length > 0 && token !== 'fail';
      return { ok, score: ok ? 0.9 : 0 };
    },
  };
}
