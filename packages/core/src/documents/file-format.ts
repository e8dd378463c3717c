import type { ClientDocumentType } from '@lender/contracts';

/** What an uploaded file really is, read from its first bytes (never its name or Content-Type). */
export const FILE_FORMATS = ['jpeg', 'png', 'heic', 'pdf'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

/** The Content-Type stored and served for each format. */
export const CONTENT_TYPES: Readonly<Record<FileFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  pdf: 'application/pdf',
};

/**
 * Spec §5: ID photos (front, back, selfie) are jpg/jpeg, png or heic; payroll and bank statements
 * may also be PDF (issue 6), and so may the evidence of a rectification (issue 51). `jpg` and
 * `jpeg` are the same content.
 */
export const ALLOWED_FORMATS: Readonly<Record<ClientDocumentType, readonly FileFormat[]>> = {
  id_front: ['jpeg', 'png', 'heic'],
  id_back: ['jpeg', 'png', 'heic'],
  selfie: ['jpeg', 'png', 'heic'],
  payroll: ['jpeg', 'png', 'heic', 'pdf'],
  bank_statement: ['jpeg', 'png', 'heic', 'pdf'],
  rectification_evidence: ['jpeg', 'png', 'heic', 'pdf'],
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * ISO-BMFF brands of HEIF/HEIC images (ISO/IEC 23008-12). `mif1`/`msf1` are the generic HEIF
 * brands phones write as the major brand; AVIF shares the container but is not accepted.
 */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1']);

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}

/**
 * Detects the format of `bytes` by its magic numbers: JPEG `FF D8 FF`, PNG's 8-byte signature,
 * HEIC's `ftyp` box with a HEIF brand, PDF's `%PDF-`. Anything else is `null`.
 */
export function detectFormat(bytes: Uint8Array): FileFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (bytes.length >= 16 && ascii(bytes, 4, 4) === 'ftyp') {
    const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
    const major = ascii(bytes, 8, 4);
    if (major === 'avif' || major === 'avis') return null;
    if (HEIC_BRANDS.has(major)) return 'heic';
    const end = Math.min(boxSize, bytes.length);
    for (let offset = 16; offset + 4 <= end; offset += 4) {
      const brand = ascii(bytes, offset, 4);
      if (brand === 'heic' || brand === 'heix') return 'heic';
    }
  }
  return null;
}

/**
 * The largest pixel count an image's header declares: the frame of a JPEG or PNG; for HEIC every
 * `ispe` property (a file can carry several images: a small first one must not hide a huge
 * second). `null` when no size is declared. Nothing is decoded.
 */
export function declaredPixels(bytes: Uint8Array, format: FileFormat): number | null {
  if (format !== 'heic') {
    const size = imageSize(bytes, format);
    return size ? size.width * size.height : null;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let largest: number | null = null;
  for (let offset = 4; offset + 16 <= bytes.length; offset += 1) {
    if (bytes[offset] === 0x69 && ascii(bytes, offset, 4) === 'ispe') {
      const pixels = view.getUint32(offset + 8) * view.getUint32(offset + 12);
      largest = Math.max(largest ?? 0, pixels);
    }
  }
  return largest;
}

/** Pixel size of an image, read from its header. */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Width and height of a JPEG (first SOFn segment), PNG (IHDR) or HEIC (first `ispe` property);
 * `null` when the header does not say (or for PDF).
 */
export function imageSize(bytes: Uint8Array, format: FileFormat): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (format === 'png') {
    if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return null;
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (format === 'jpeg') {
    let offset = 2;
    while (offset + 4 <= bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      const marker = bytes[offset + 1] as number;
      if (marker === 0xff) {
        offset += 1;
        continue;
      }
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        offset += 2;
        continue;
      }
      const length = view.getUint16(offset + 2);
      // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC).
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        if (offset + 9 > bytes.length) return null;
        return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
      }
      if (marker === 0xda) return null;
      offset += 2 + length;
    }
    return null;
  }
  if (format === 'heic') {
    // `ispe` is a full box: size(4) 'ispe'(4) version+flags(4) width(4) height(4).
    for (let offset = 4; offset + 16 <= bytes.length; offset += 1) {
      if (bytes[offset] === 0x69 && ascii(bytes, offset, 4) === 'ispe') {
        return { width: view.getUint32(offset + 8), height: view.getUint32(offset + 12) };
      }
    }
    return null;
  }
  return null;
}
