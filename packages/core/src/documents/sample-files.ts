// Byte-exact sample files for tests of uploads (core and API): small, generated, no fixtures on disk.
import { deflateSync } from 'node:zlib';
import { simplePdf } from './simple-pdf';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function u32(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value);
  return out;
}

function u16(value: number): Uint8Array {
  return new Uint8Array([(value >> 8) & 0xff, value & 0xff]);
}

function join(parts: Uint8Array[]): Uint8Array {
  return Uint8Array.from(Buffer.concat(parts));
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typeBytes = Buffer.from(type, 'latin1');
  return join([u32(data.length), typeBytes, data, u32(crc32(join([typeBytes, data])))]);
}

/** The GPS coordinates every sample's metadata carries, to assert they are gone. */
export const SAMPLE_GPS_TEXT = 'GPSLatitude=19.4326N;GPSLongitude=99.1332W';

/**
 * A valid grey PNG of `width`×`height` pixels; `metadata` adds `tEXt`, `iTXt`, `zTXt` and `eXIf`
 * chunks carrying {@link SAMPLE_GPS_TEXT}.
 */
export function samplePng(width: number, height: number, metadata = false): Uint8Array {
  const ihdr = join([u32(width), u32(height), new Uint8Array([8, 0, 0, 0, 0])]);
  const raw = new Uint8Array((width + 1) * height).fill(0x80);
  for (let row = 0; row < height; row++) raw[row * (width + 1)] = 0;
  const chunks = [pngChunk('IHDR', ihdr)];
  if (metadata) {
    chunks.push(pngChunk('tEXt', Buffer.from(`Comment\0${SAMPLE_GPS_TEXT}`, 'latin1')));
    chunks.push(pngChunk('iTXt', Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0${SAMPLE_GPS_TEXT}`, 'utf8')));
    chunks.push(
      pngChunk('zTXt', join([Buffer.from('Location\0\0', 'latin1'), deflateSync(SAMPLE_GPS_TEXT)])),
    );
    chunks.push(pngChunk('eXIf', Buffer.from(`MM\0*${SAMPLE_GPS_TEXT}`, 'latin1')));
  }
  chunks.push(pngChunk('IDAT', deflateSync(raw)), pngChunk('IEND', new Uint8Array()));
  return join([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
}

function jpegSegment(marker: number, payload: Uint8Array): Uint8Array {
  return join([new Uint8Array([0xff, marker]), u16(payload.length + 2), payload]);
}

/**
 * A structurally valid baseline JPEG header of `width`×`height` (SOI, JFIF APP0, a SOF0, a scan and
 * EOI); `metadata` adds an EXIF APP1 with GPS tags, an XMP APP1, an IPTC APP13 and a comment, all
 * carrying {@link SAMPLE_GPS_TEXT}. The scan data is filler: enough for format and size checks.
 */
export function sampleJpeg(width: number, height: number, metadata = false): Uint8Array {
  const parts = [
    new Uint8Array([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
  ];
  if (metadata) {
    parts.push(jpegSegment(0xe1, Buffer.from(`Exif\0\0MM\0*\0\0\0\x08GPS ${SAMPLE_GPS_TEXT}`, 'latin1')));
    parts.push(
      jpegSegment(
        0xe1,
        Buffer.from(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${SAMPLE_GPS_TEXT}</x:xmpmeta>`, 'latin1'),
      ),
    );
    parts.push(jpegSegment(0xed, Buffer.from(`Photoshop 3.0\0${SAMPLE_GPS_TEXT}`, 'latin1')));
    parts.push(jpegSegment(0xfe, Buffer.from(SAMPLE_GPS_TEXT, 'latin1')));
  }
  parts.push(
    jpegSegment(0xdb, join([new Uint8Array([0]), new Uint8Array(64).fill(1)])),
    jpegSegment(0xc0, join([new Uint8Array([8]), u16(height), u16(width), new Uint8Array([1, 1, 0x11, 0])])),
    jpegSegment(0xda, new Uint8Array([1, 1, 0, 0, 0x3f, 0])),
    new Uint8Array([0x12, 0x34, 0xff, 0x00, 0x56, 0x78]),
    new Uint8Array([0xff, 0xd9]),
  );
  return join(parts);
}

function box(type: string, payload: Uint8Array): Uint8Array {
  return join([u32(payload.length + 8), Buffer.from(type, 'latin1'), payload]);
}

/**
 * The start of a HEIC file: `ftyp` (major brand `brand`), a `meta` box with an `ispe` size and an
 * image item in `mdat`; `metadata` adds an `Exif` item and an XMP `mime` item carrying
 * {@link SAMPLE_GPS_TEXT}, located by `iloc` like a phone writes them.
 */
export function sampleHeic(width: number, height: number, brand = 'heic', metadata = false): Uint8Array {
  const ftyp = box('ftyp', join([Buffer.from(brand, 'latin1'), u32(0), Buffer.from('mif1heic', 'latin1')]));
  const ispe = box('ispe', join([u32(0), u32(width), u32(height)]));
  const image = new Uint8Array(32).fill(7);
  const exif = Buffer.from(`\0\0\0\0Exif\0\0MM\0*GPS ${SAMPLE_GPS_TEXT}`, 'latin1');
  const xmp = Buffer.from(`<x:xmpmeta>${SAMPLE_GPS_TEXT}</x:xmpmeta>`, 'utf8');
  const items = metadata
    ? [
        { id: 1, type: 'hvc1', extra: new Uint8Array(), data: image },
        { id: 2, type: 'Exif', extra: new Uint8Array(), data: exif },
        { id: 3, type: 'mime', extra: Buffer.from('XMP\0application/rdf+xml\0', 'latin1'), data: xmp },
      ]
    : [{ id: 1, type: 'hvc1', extra: new Uint8Array(), data: image }];
  const metaBox = (dataStart: number) => {
    const infes = items.map((item) =>
      box(
        'infe',
        join([
          new Uint8Array([2, 0, 0, 0]),
          u16(item.id),
          u16(0),
          Buffer.from(item.type, 'latin1'),
          item.extra,
        ]),
      ),
    );
    const iinf = box('iinf', join([u32(0), u16(items.length), ...infes]));
    let offset = dataStart;
    const entries = items.map((item) => {
      const entry = join([u16(item.id), u16(0), u16(1), u32(offset), u32(item.data.length)]);
      offset += item.data.length;
      return entry;
    });
    const iloc = box('iloc', join([u32(0), new Uint8Array([0x44, 0x00]), u16(items.length), ...entries]));
    return box('meta', join([u32(0), iinf, iloc, box('iprp', box('ipco', ispe))]));
  };
  const metaLength = metaBox(0).length;
  const meta = metaBox(ftyp.length + metaLength + 8);
  return join([ftyp, meta, box('mdat', join(items.map((item) => item.data)))]);
}

/** A one-page PDF. */
export function samplePdf(): Uint8Array {
  return simplePdf('Estado de cuenta', ['Saldo al corte: $1,234.00']);
}
