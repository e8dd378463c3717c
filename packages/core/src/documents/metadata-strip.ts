/** The file's structure is broken where it was walked; it is refused like a wrong format. */
export class MalformedImageError extends Error {
  constructor(format: string, detail: string) {
    super(`Malformed ${format}: ${detail}`);
    this.name = 'MalformedImageError';
  }
}

/**
 * JPEG segments that carry metadata about the person or the place: APP1 (EXIF with GPS, XMP),
 * APP13 (Photoshop/IPTC) and COM (comments). APP0 (JFIF), APP2 (ICC colour profile) and APP14
 * (Adobe colour transform) are kept: the image needs them to look right.
 */
const JPEG_METADATA_MARKERS = new Set([0xe1, 0xed, 0xfe]);

/**
 * Removes EXIF/GPS/XMP/IPTC and comments from a JPEG, byte by byte: every segment up to the start
 * of scan is copied unless it is a metadata segment; the entropy-coded data and what follows are
 * copied untouched.
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new MalformedImageError('JPEG', 'no SOI marker');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let offset = 2;
  for (;;) {
    if (offset + 2 > bytes.length) throw new MalformedImageError('JPEG', 'ends before the image data');
    if (bytes[offset] !== 0xff) throw new MalformedImageError('JPEG', `no marker at byte ${offset}`);
    const marker = bytes[offset + 1] as number;
    if (marker === 0xff) {
      // Fill byte before a marker.
      offset += 1;
      continue;
    }
    if (marker === 0xd9) {
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
      // Start of scan: the rest is image data (and possibly more scans); copy it as it is.
      parts.push(bytes.subarray(offset));
      break;
    }
    if (!JPEG_METADATA_MARKERS.has(marker)) parts.push(bytes.subarray(offset, end));
    offset = end;
  }
  return concat(parts);
}

/** PNG chunks that carry metadata: EXIF and the three text chunk kinds (which can hold anything). */
const PNG_METADATA_CHUNKS = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt']);

/**
 * Removes `eXIf`, `tEXt`, `iTXt` and `zTXt` chunks from a PNG; every other chunk (with its CRC) is
 * copied as it is, so the image is unchanged.
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
    if (!PNG_METADATA_CHUNKS.has(type)) parts.push(bytes.subarray(offset, end));
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
