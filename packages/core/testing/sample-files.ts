// Byte-exact sample files for tests of uploads (core and API): small, generated, no fixtures on disk.
import { deflateSync } from 'node:zlib';
import type { ClientDocumentType } from '@lender/contracts';
import { simplePdf } from '../src/pdf/simple-pdf';

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
    chunks.push(pngChunk('eXIf', exifTiff()));
  }
  chunks.push(pngChunk('IDAT', deflateSync(raw)), pngChunk('IEND', new Uint8Array()));
  return join([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
}

function jpegSegment(marker: number, payload: Uint8Array): Uint8Array {
  return join([new Uint8Array([0xff, marker]), u16(payload.length + 2), payload]);
}

/**
 * A big-endian TIFF block, as EXIF carries it: IFD0 with an ImageDescription (the GPS text) and,
 * when given, an Orientation tag; no next IFD.
 */
function exifTiff(orientation?: number): Uint8Array {
  const text = Buffer.from(`GPS ${SAMPLE_GPS_TEXT}\0`, 'latin1');
  const entries = orientation === undefined ? 1 : 2;
  const dataOffset = 8 + 2 + entries * 12 + 4;
  const entry = (tag: number, type: number, count: number, value: Uint8Array) =>
    join([u16(tag), u16(type), u32(count), value]);
  const ifd = [
    entry(0x010e, 2, text.length, u32(dataOffset)),
    ...(orientation === undefined ? [] : [entry(0x0112, 3, 1, join([u16(orientation), u16(0)]))]),
  ];
  return join([Buffer.from('MM\0*', 'latin1'), u32(8), u16(entries), ...ifd, u32(0), text]);
}

/** Pixels above which {@link sampleJpeg} writes only the headers (a bomb's shape, not a picture). */
const SAMPLE_JPEG_MAX_DECODABLE_PIXELS = 64_000_000;

/**
 * A real baseline JPEG of `width`×`height` mid-grey pixels that any decoder reads: SOI, JFIF APP0,
 * a quantisation table, SOF0 (one component), two one-code Huffman tables, and a scan where every
 * 8×8 block is "DC difference 0, end of block" (two bits), then EOI. `metadata` adds an EXIF APP1
 * (a valid TIFF with the GPS text and, with `orientation`, an Orientation tag), an XMP APP1, an IPTC
 * APP13 and a comment, all carrying {@link SAMPLE_GPS_TEXT}. Above 64 megapixels only the headers
 * and a token scan are written: enough for the checks that read the declared size first.
 */
export function sampleJpeg(
  width: number,
  height: number,
  metadata = false,
  orientation?: number,
): Uint8Array {
  const parts = [
    new Uint8Array([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
  ];
  if (metadata || orientation !== undefined) {
    parts.push(jpegSegment(0xe1, join([Buffer.from('Exif\0\0', 'latin1'), exifTiff(orientation)])));
  }
  if (metadata) {
    parts.push(
      jpegSegment(
        0xe1,
        Buffer.from(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${SAMPLE_GPS_TEXT}</x:xmpmeta>`, 'latin1'),
      ),
    );
    parts.push(jpegSegment(0xed, Buffer.from(`Photoshop 3.0\0${SAMPLE_GPS_TEXT}`, 'latin1')));
    parts.push(jpegSegment(0xfe, Buffer.from(SAMPLE_GPS_TEXT, 'latin1')));
  }
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  // Two bits a block ("0" DC category 0, "0" end of block), the last byte padded with 1 bits.
  const bits = blocks * 2;
  const scan =
    width * height > SAMPLE_JPEG_MAX_DECODABLE_PIXELS
      ? new Uint8Array([0x12, 0x34, 0xff, 0x00, 0x56, 0x78])
      : new Uint8Array(Math.ceil(bits / 8));
  if (scan.length === Math.ceil(bits / 8) && bits % 8 !== 0) scan[scan.length - 1] = 0xff >> (bits % 8);
  parts.push(
    jpegSegment(0xdb, join([new Uint8Array([0]), new Uint8Array(64).fill(1)])),
    jpegSegment(0xc0, join([new Uint8Array([8]), u16(height), u16(width), new Uint8Array([1, 1, 0x11, 0])])),
    // DC table 0 and AC table 0: one code each, "0" (length 1), for category 0 and end of block.
    jpegSegment(0xc4, join([new Uint8Array([0x00, 1]), new Uint8Array(15), new Uint8Array([0])])),
    jpegSegment(0xc4, join([new Uint8Array([0x10, 1]), new Uint8Array(15), new Uint8Array([0])])),
    jpegSegment(0xda, new Uint8Array([1, 1, 0, 0, 0x3f, 0])),
    scan,
    new Uint8Array([0xff, 0xd9]),
  );
  return join(parts);
}

/**
 * {@link sampleJpeg} with what an attacker hides in a JPEG: an unknown APP4 segment carrying the GPS
 * text and an APP10 with a `<script>` after its APP0, and a `<script>` after its end.
 */
export function sampleHostileJpeg(width: number, height: number): Uint8Array {
  const jpeg = sampleJpeg(width, height);
  const app = (marker: number, text: string) => {
    const data = Buffer.from(text, 'latin1');
    return join([new Uint8Array([0xff, marker]), u16(data.length + 2), data]);
  };
  return join([
    jpeg.subarray(0, 20),
    app(0xe4, `GPS ${SAMPLE_GPS_TEXT}`),
    app(0xea, '<script>alert(1)</script>'),
    jpeg.subarray(20),
    Buffer.from('<script>after the end</script>', 'latin1'),
  ]);
}

function box(type: string, payload: Uint8Array): Uint8Array {
  return join([u32(payload.length + 8), Buffer.from(type, 'latin1'), payload]);
}

/**
 * The start of a HEIC file, for the checks that read its structure (format, declared size): it
 * does not decode (its image item is filler); {@link sampleHeicPhoto} does. `ftyp` (major brand `brand`), a `meta` box with an `ispe` size and an
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

// A 480×320 HEIC a phone would send (HEVC, encoded with libheif 1.15 and x265 from a generated
// picture: left half red, right half blue), with and without an EXIF item carrying the GPS text.
const HEIC_PHOTO = [
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAUNtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAA',
  'AA5waXRtAAAAAAABAAAAImlsb2MAAAAAREAAAQABAAAAAAFnAAEAAAAAAAABxwAAACNpaW5mAAAAAAABAAAAFWluZmUCAAAAAAEA',
  'AGh2YzEAAAAAw2lwcnAAAAClaXBjbwAAAHlodmNDAQNwAAAAAAAAAAAAP/AA/P34+AAADwMgAAEAGEABDAH//wNwAAADAJAAAAMA',
  'AAMAP7oCQCEAAQAsQgEBA3AAAAMAkAAAAwAAAwA/oA8IBQWW6kkprm4EBAwIAAADAAgAAAMACEAiAAEAB0QBwXKwYkAAAAAUaXNw',
  'ZQAAAAAAAAHgAAABQAAAABBwaXhpAAAAAAMICAgAAAAWaXBtYQAAAAAAAAABAAEDgQKDAAABz21kYXQAAAHDKAGvEynt2K1a5qhw',
  '0//9oFH/8AmeH5Pcy0nm9kO5rs7ZgRS2QGZcYMb//5ooF+zIi/7vW4xlFI9ff7GhqI/EAXEI7ycqimZXWujrPV5NYTnw9p/CaxtP',
  'XpfJSsAAGQAAdAALF0yjAiltKAAARoAAWN1MAoeO1m3ReWKj3vC/6+/30PLKv4OSe5e7P8wzFuLb3ul6+7Nk9j82qoz2R1UUzK61',
  '2tZ6vIFPeqGS09VOkCW9L5KUwAOoAAADAACWgJMAAMcABzABtgLKkiY7WbdF7OPr78L/r7/pZM2Tnwck9y94q0BmLcW3vdL19258',
  'kFfaqjPZHVRTMrrXa1nq8gU96oZLT1U6QJb0vkgqAAADAAADAAA6YIcAAAMAAAMAA6QCGVe1R5YLfM9tuU8L/r7/wAHaVfwck9y9',
  '4mfVywq8IsAmT4bbQkFfaqjPZHVRTMrrXa1nq8gU96oZLT1U6QJb0vkguAAAAwAAAwAIaAAAAwAAAwAAoWADKvao8sFvmwztqeF/',
  '19/5rc8k58HJPcvegLg5C5DkTF4VPNQPXh19qqM9kdVFMyutdrWeryBT3qhktPVTpAlvS+SDgAAAAwAAAwB8wA==',
].join('');
const HEIC_PHOTO_WITH_EXIF = [
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAYFtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAA',
  'AA5waXRtAAAAAAABAAAANGlsb2MAAAAAREAAAgABAAAAAAGlAAEAAAAAAAABMwACAAAAAALYAAEAAAAAAAABDAAAADhpaW5mAAAA',
  'AAACAAAAFWluZmUCAAAAAAEAAGh2YzEAAAAAFWluZmUCAAABAAIAAEV4aWYAAAAAwGlwcnAAAACiaXBjbwAAAHZodmNDAQNwAAAA',
  'AAAAAAAAP/AA/P34+AAADwMgAAEAGEABDAH//wNwAAADAJAAAAMAAAMAP7oCQCEAAQApQgEBA3AAAAMAkAAAAwAAAwA/oA8IBQWW',
  '6kkprmwIAAADAAgAAAMACEAiAAEAB0QBwXKwYkAAAAAUaXNwZQAAAAAAAAHgAAABQAAAABBwaXhpAAAAAAMICAgAAAAWaXBtYQAA',
  'AAAAAAABAAEDgQKDAAAAGmlyZWYAAAAAAAAADmNkc2MAAgABAAEAAAJHbWRhdAAAAS8oAa8TKfE0XL7mqHDT//2gUf/wCZ4fk9zL',
  'Seb2Q7muztmBFLZAul4Z2YZf90CYXNlyEClzZl/Y27snIhynSU0W+0s/N93ddGc/gYKdQ6/f7pR1rqt0eeIg59Jf/Poegs/Yc9ip',
  'MUAAlQAHO2ajAiltKAAARoAAWBtkYRZ5H+gTYCy179mGI4IOOAwVcw8Z+EEV/0BhrE+J8Pk0AAADAAAOSJMAAMcABzABsYWnEb/I',
  'uJ695S/2AGaEmf+kWgV07QaGaoH5/HgAAAMAAAMAAMuAhwAAAwAAAwADpAITiN/kXoB/8pf7F9v2vTqDc8IL2kGhmqB+fyAAAAMA',
  'AAMAAOKAAAADAAADAAChYAJxG/yMqtYb4oG+PpoSZ/6csBUDZgCyCdytonAAAAMAAAMAFTAAAAAASUkqAAgAAAAIAA4BAgAvAAAA',
  'igAAAA8BAgAMAAAAfgAAABIBAwABAAAAAQAAABoBBQABAAAAbgAAABsBBQABAAAAdgAAACgBAwABAAAAAgAAABMCAwABAAAAAQAA',
  'AGmHBAABAAAAugAAAAAAAAA4YwAA6AMAADhjAADoAwAATGVuZGVyIHRlc3QAR1BTIEdQU0xhdGl0dWRlPTE5LjQzMjZOO0dQU0xv',
  'bmdpdHVkZT05OS4xMzMyVwAABgAAkAcABAAAADAyMTABkQcABAAAAAECAwAAoAcABAAAADAxMDABoAMAAQAAAP//AAACoAQAAQAA',
  'AOABAAADoAQAAQAAAEABAAAAAAAA',
].join('');

/** The size and colours of {@link sampleHeicPhoto}: 480×320, red on the left, blue on the right. */
export const SAMPLE_HEIC_PHOTO = {
  width: 480,
  height: 320,
  left: [220, 30, 30],
  right: [30, 60, 220],
} as const;

/**
 * A real HEIC photo (HEVC, 480×320, red left half, blue right half) that decodes; `metadata` gives
 * the copy with an EXIF item carrying {@link SAMPLE_GPS_TEXT}.
 */
export function sampleHeicPhoto(metadata = false): Uint8Array {
  return Uint8Array.from(Buffer.from(metadata ? HEIC_PHOTO_WITH_EXIF : HEIC_PHOTO, 'base64'));
}

/**
 * The input of a document upload (`useCases.client.idDocumentUpload`) as its endpoint hands it over:
 * the borrower and a `File` of `bytes`.
 */
export function uploadOf(
  clientId: number,
  type: ClientDocumentType,
  bytes: Uint8Array,
): { actorId: number; body: { type: ClientDocumentType; file: File } } {
  return { actorId: clientId, body: { type, file: new File([bytes], `${type}.bin`) } };
}
