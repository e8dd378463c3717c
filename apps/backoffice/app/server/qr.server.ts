import { renderSVG } from 'uqr';

/** The QR code of an `otpauth://` URI as an SVG string (drawn on the server; no script, no network). */
export function qrSvg(uri: string): string {
  return renderSVG(uri, { ecc: 'M', border: 1 });
}
