import { MalformedImageError } from './metadata-strip';

interface Box {
  type: string;
  /** Start of the box header. */
  start: number;
  /** Start of the payload (after size and type, and the large size when there is one). */
  payload: number;
  end: number;
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function boxes(bytes: Uint8Array, view: DataView, from: number, to: number): Box[] {
  const out: Box[] = [];
  let offset = from;
  while (offset + 8 <= to) {
    let size = view.getUint32(offset);
    const type = ascii(bytes, offset + 4, 4);
    let payload = offset + 8;
    if (size === 1) {
      if (offset + 16 > to) throw new MalformedImageError('HEIC', 'truncated large box');
      size = Number(view.getBigUint64(offset + 8));
      payload = offset + 16;
    } else if (size === 0) {
      size = to - offset;
    }
    const end = offset + size;
    if (size < payload - offset || end > to)
      throw new MalformedImageError('HEIC', `box ${type} runs past its parent`);
    out.push({ type, start: offset, payload, end });
    offset = end;
  }
  return out;
}

function readUint(view: DataView, offset: number, size: number): number {
  switch (size) {
    case 0:
      return 0;
    case 4:
      return view.getUint32(offset);
    case 8:
      return Number(view.getBigUint64(offset));
    default:
      throw new MalformedImageError('HEIC', `unsupported field size ${size}`);
  }
}

/**
 * Blanks the metadata items of a HEIC/HEIF image: the `Exif` item (with its GPS tags) and XMP
 * (`mime` items of type `application/rdf+xml`). Their bytes are overwritten with zeros in place, so
 * no offset of the file changes and the image items are untouched (ISO/IEC 23008-12 `iinf`,
 * `iloc`; construction methods 0 = file offset and 1 = `idat`).
 */
export function stripHeicMetadata(input: Uint8Array): Uint8Array {
  try {
    return blankMetadataItems(input);
  } catch (error) {
    // A field read past the end of the data: the structure is broken.
    if (error instanceof RangeError) throw new MalformedImageError('HEIC', 'truncated box');
    throw error;
  }
}

function blankMetadataItems(input: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(input);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const meta = boxes(bytes, view, 0, bytes.length).find((box) => box.type === 'meta');
  if (!meta) return bytes;
  // `meta` is a full box: 4 bytes of version and flags before its children.
  const children = boxes(bytes, view, meta.payload + 4, meta.end);
  const metadataItems = new Set<number>();
  const iinf = children.find((box) => box.type === 'iinf');
  if (iinf) {
    const version = bytes[iinf.payload] as number;
    const first = iinf.payload + 4 + (version === 0 ? 2 : 4);
    for (const infe of boxes(bytes, view, first, iinf.end)) {
      if (infe.type !== 'infe') continue;
      const infeVersion = bytes[infe.payload] as number;
      if (infeVersion < 2) continue;
      let p = infe.payload + 4;
      const itemId = infeVersion === 2 ? view.getUint16(p) : view.getUint32(p);
      p += (infeVersion === 2 ? 2 : 4) + 2;
      const itemType = ascii(bytes, p, 4);
      p += 4;
      if (itemType === 'Exif') metadataItems.add(itemId);
      if (itemType === 'mime') {
        const nameEnd = bytes.indexOf(0, p);
        const contentTypeStart = nameEnd + 1;
        const contentTypeEnd = bytes.indexOf(0, contentTypeStart);
        const contentType = ascii(
          bytes,
          contentTypeStart,
          Math.max(0, Math.min(contentTypeEnd, infe.end) - contentTypeStart),
        );
        if (/rdf\+xml|xmp/i.test(contentType)) metadataItems.add(itemId);
      }
    }
  }
  if (metadataItems.size === 0) return bytes;
  const iloc = children.find((box) => box.type === 'iloc');
  if (!iloc) throw new MalformedImageError('HEIC', 'metadata items without an iloc box');
  const idat = children.find((box) => box.type === 'idat');
  const version = bytes[iloc.payload] as number;
  let p = iloc.payload + 4;
  const offsetSize = (bytes[p] as number) >> 4;
  const lengthSize = (bytes[p] as number) & 0x0f;
  const baseOffsetSize = (bytes[p + 1] as number) >> 4;
  const indexSize = version === 1 || version === 2 ? (bytes[p + 1] as number) & 0x0f : 0;
  p += 2;
  const itemCount = version < 2 ? view.getUint16(p) : view.getUint32(p);
  p += version < 2 ? 2 : 4;
  for (let i = 0; i < itemCount; i++) {
    const itemId = version < 2 ? view.getUint16(p) : view.getUint32(p);
    p += version < 2 ? 2 : 4;
    let construction = 0;
    if (version === 1 || version === 2) {
      construction = view.getUint16(p) & 0x0f;
      p += 2;
    }
    p += 2; // data_reference_index
    const baseOffset = readUint(view, p, baseOffsetSize);
    p += baseOffsetSize;
    const extentCount = view.getUint16(p);
    p += 2;
    for (let e = 0; e < extentCount; e++) {
      p += indexSize;
      const extentOffset = readUint(view, p, offsetSize);
      p += offsetSize;
      const extentLength = readUint(view, p, lengthSize);
      p += lengthSize;
      if (p > iloc.end) throw new MalformedImageError('HEIC', 'iloc runs past its box');
      if (!metadataItems.has(itemId)) continue;
      const origin = construction === 0 ? 0 : construction === 1 && idat ? idat.payload : -1;
      if (origin < 0) throw new MalformedImageError('HEIC', 'unsupported metadata construction method');
      const start = origin + baseOffset + extentOffset;
      const end =
        extentLength === 0 ? (construction === 1 && idat ? idat.end : bytes.length) : start + extentLength;
      if (start < 0 || end > bytes.length || start > end)
        throw new MalformedImageError('HEIC', 'metadata extent out of the file');
      bytes.fill(0, start, end);
    }
  }
  return bytes;
}
