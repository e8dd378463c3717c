/** The file's structure is broken where it was walked; it is refused like a wrong format. */
export class MalformedImageError extends Error {
  constructor(format: string, detail: string) {
    super(`Malformed ${format}: ${detail}`);
    this.name = 'MalformedImageError';
  }
}

/**
 * JPEG marker segments a viewer needs, kept by an allow-list (issue 10 point 9): quantisation and
 * Huffman tables, frame headers (SOF0–SOF15 but DHT/JPG/DAC, which are tables), arithmetic
 * conditioning (DAC), restart interval (DRI), number of lines (DNL) and the scans. Application
 * segments are kept only when a viewer reads them ({@link KEPT_APP_SEGMENTS}); every other APPn
 * (EXIF and GPS, XMP, IPTC, maker notes, anything a sender hid there) and comments are dropped.
 */
const JPEG_STRUCTURE_MARKERS = new Set([0xc4, 0xcc, 0xdb, 0xdd, 0xdc]);
function isFrameMarker(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/**
 * Application segments a viewer needs, by marker and the identifier their payload starts with:
 * APP0 `JFIF` (pixel density), APP2 `ICC_PROFILE` (colours) and APP14 `Adobe` (colour transform).
 */
const KEPT_APP_SEGMENTS: ReadonlyArray<readonly [number, string]> = [
  [0xe0, 'JFIF\0'],
  [0xe2, 'ICC_PROFILE\0'],
  [0xee, 'Adobe'],
];

function isKeptAppSegment(marker: number, bytes: Uint8Array, payloadStart: number): boolean {
  return KEPT_APP_SEGMENTS.some(
    ([kept, id]) =>
      kept === marker &&
      String.fromCharCode(...bytes.subarray(payloadStart, payloadStart + id.length)) === id,
  );
}

/**
 * Rebuilds a JPEG from the segments a viewer needs: SOI, the allowed marker segments, each scan's
 * entropy-coded data (walked to its end, restart markers included) and EOI. EXIF/GPS, XMP, IPTC,
 * comments, unknown APPn segments (wherever they sit, between scans too) and every byte after EOI
 * are dropped. A JPEG without EOI, or with a marker the format does not define, is refused.
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new MalformedImageError('JPEG', 'no SOI marker');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let offset = 2;
  let sawFrame = false;
  for (;;) {
    if (offset + 2 > bytes.length) throw new MalformedImageError('JPEG', 'ends before its EOI marker');
    if (bytes[offset] !== 0xff) throw new MalformedImageError('JPEG', `no marker at byte ${offset}`);
    const marker = bytes[offset + 1] as number;
    if (marker === 0xff) {
      // Fill byte before a marker.
      offset += 1;
      continue;
    }
    if (marker === 0xd9) {
      // EOI: the image ends here; whatever follows (a polyglot payload, a second file) is dropped.
      parts.push(bytes.subarray(offset, offset + 2));
      break;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      parts.push(bytes.subarray(offset, offset + 2));
      offset += 2;
      continue;
    }
    if (offset + 4 > bytes.length) throw new MalformedImageError('JPEG', 'truncated segment header');
    const length = view.getUint16(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) throw new MalformedImageError('JPEG', 'segment runs past the end');
    if (marker === 0xda) {
      if (!sawFrame) throw new MalformedImageError('JPEG', 'scan before the frame header');
      // Start of scan: its header, then entropy-coded data up to the next marker that is neither a
      // stuffed 0xFF00 nor a restart marker.
      let cursor = end;
      while (cursor < bytes.length) {
        if (bytes[cursor] === 0xff) {
          const next = bytes[cursor + 1];
          if (next === 0x00 || (next !== undefined && next >= 0xd0 && next <= 0xd7)) {
            cursor += 2;
            continue;
          }
          if (next === 0xff) {
            cursor += 1;
            continue;
          }
          break;
        }
        cursor += 1;
      }
      parts.push(bytes.subarray(offset, cursor));
      offset = cursor;
      continue;
    }
    if (isFrameMarker(marker)) {
      sawFrame = true;
      parts.push(bytes.subarray(offset, end));
    } else if (JPEG_STRUCTURE_MARKERS.has(marker)) {
      parts.push(bytes.subarray(offset, end));
    } else if (marker >= 0xe0 && marker <= 0xef) {
      if (isKeptAppSegment(marker, bytes, offset + 4)) parts.push(bytes.subarray(offset, end));
    } else if (marker !== 0xfe) {
      // Not a marker a baseline, progressive, lossless or arithmetic JPEG defines (JPG extensions,
      // reserved codes): refused rather than passed on.
      throw new MalformedImageError('JPEG', `unexpected marker 0x${marker.toString(16)}`);
    }
    offset = end;
  }
  return concat(parts);
}

/**
 * PNG chunks a viewer needs, kept by an allow-list (issue 10 point 9): the critical chunks and the
 * ancillary ones that change how the pixels look (transparency, gamma, colour space, ICC profile,
 * significant bits, pixel size, background). Text (`tEXt`, `iTXt`, `zTXt`), `eXIf`, `tIME`, private
 * and unknown chunks are dropped, and so is everything after `IEND`.
 */
const PNG_KEPT_CHUNKS = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'sBIT',
  'pHYs',
  'bKGD',
]);

/**
 * Rebuilds a PNG from the chunks of {@link PNG_KEPT_CHUNKS}, each copied with its CRC, so the image
 * is unchanged and carries nothing else.
 */
export function stripPngMetadata(bytes: Uint8Array): Uint8Array {
  if (bytes.length < 8) throw new MalformedImageError('PNG', 'too short');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let offset = 8;
  let sawEnd = false;
  while (offset < bytes.length) {
    if (offset + 12 > bytes.length) throw new MalformedImageError('PNG', 'truncated chunk');
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const end = offset + 12 + length;
    if (end > bytes.length) throw new MalformedImageError('PNG', `chunk ${type} runs past the end`);
    if (PNG_KEPT_CHUNKS.has(type)) parts.push(bytes.subarray(offset, end));
    offset = end;
    if (type === 'IEND') {
      sawEnd = true;
      break;
    }
  }
  if (!sawEnd) throw new MalformedImageError('PNG', 'no IEND chunk');
  return concat(parts);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
