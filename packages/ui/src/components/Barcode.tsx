import { CODE128 } from 'jsbarcode/bin/barcodes/CODE128/index.js';
import type { ReactNode } from 'react';
import { useUiText } from '../text/text';
import * as styles from './data.css';

// Its own module (not in Data): only the pages that print a cash reference load JsBarcode.

export interface BarcodeProps {
  /** The cash-payment reference (Code 128). */
  value: string;
  /** Bar height in px. */
  height?: number;
  /** Width of the narrowest bar in px. */
  barWidth?: number;
}

/** A Code 128 barcode as SVG (encoded by JsBarcode's encoder; renders on the server). */
export function Barcode({ value, height = 72, barWidth = 2 }: BarcodeProps) {
  const t = useUiText();
  const encoder = new CODE128(value, {});
  if (!encoder.valid()) throw new RangeError(`Barcode: ${value} cannot be encoded as Code 128`);
  const bits = encoder.encode().data;
  const quiet = 10 * barWidth;
  const width = bits.length * barWidth + 2 * quiet;
  const bars: ReactNode[] = [];
  let run = 0;
  for (let i = 0; i <= bits.length; i++) {
    if (bits[i] === '1') run++;
    else if (run > 0) {
      bars.push(
        <rect key={i} x={quiet + (i - run) * barWidth} y={0} width={run * barWidth} height={height} />,
      );
      run = 0;
    }
  }
  return (
    <figure className={styles.barcode} style={{ margin: 0 }}>
      <svg
        role="img"
        aria-label={t('barcode.label', { value })}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        fill="#000000"
        style={{ maxWidth: '100%', height: 'auto' }}
      >
        {bars}
      </svg>
      <figcaption className={styles.barcodeText}>{value}</figcaption>
    </figure>
  );
}
