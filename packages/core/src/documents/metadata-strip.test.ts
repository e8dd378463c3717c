import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectFormat, imageSize } from './file-format';
import { stripHeicMetadata } from './heic-metadata';
import { MalformedImageError, stripJpegMetadata, stripPngMetadata } from './metadata-strip';
import { SAMPLE_GPS_TEXT, sampleHeic, sampleJpeg, samplePng } from './sample-files';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

function pngChunkTypes(bytes: Uint8Array): string[] {
  const types: string[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = 8; offset < bytes.length; ) {
    const length = view.getUint32(offset);
    types.push(latin1(bytes.subarray(offset + 4, offset + 8)));
    offset += 12 + length;
  }
  return types;
}

function jpegMarkers(bytes: Uint8Array): number[] {
  const markers: number[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = 2; offset < bytes.length; ) {
    const marker = bytes[offset + 1] as number;
    markers.push(marker);
    if (marker === 0xda || marker === 0xd9) break;
    offset += 2 + view.getUint16(offset + 2);
  }
  return markers;
}

describe('stripJpegMetadata', () => {
  it('removes EXIF/GPS, XMP, IPTC and comments and keeps the image segments', () => {
    const original = sampleJpeg(800, 600, true);
    expect(latin1(original)).toContain(SAMPLE_GPS_TEXT);
    const stripped = stripJpegMetadata(original);
    expect(latin1(stripped)).not.toContain('GPS');
    expect(latin1(stripped)).not.toContain('Exif');
    expect(jpegMarkers(stripped)).toEqual([0xe0, 0xdb, 0xc0, 0xda]);
    expect(detectFormat(stripped)).toBe('jpeg');
    expect(imageSize(stripped, 'jpeg')).toEqual({ width: 800, height: 600 });
  });

  it('leaves a JPEG without metadata byte for byte as it was', () => {
    const clean = sampleJpeg(800, 600);
    expect(stripJpegMetadata(clean)).toEqual(clean);
  });

  it('keeps the scan data untouched (same tail after SOS)', () => {
    const original = sampleJpeg(800, 600, true);
    const stripped = stripJpegMetadata(original);
    expect(latin1(stripped.subarray(-14))).toBe(latin1(original.subarray(-14)));
  });

  it.each([
    ['no SOI', new Uint8Array([0x00, 0x01, 0x02])],
    ['a segment running past the end', new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 0x00])],
    ['ends before the image data', new Uint8Array([0xff, 0xd8])],
  ])('refuses a broken JPEG (%s)', (_name, bytes) => {
    expect(() => stripJpegMetadata(bytes)).toThrow(MalformedImageError);
  });
});

describe('stripPngMetadata', () => {
  it('removes eXIf, tEXt, iTXt and zTXt and keeps IHDR, IDAT, IEND', () => {
    const original = samplePng(400, 400, true);
    expect(pngChunkTypes(original)).toEqual(['IHDR', 'tEXt', 'iTXt', 'zTXt', 'eXIf', 'IDAT', 'IEND']);
    const stripped = stripPngMetadata(original);
    expect(pngChunkTypes(stripped)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(latin1(stripped)).not.toContain('GPS');
    expect(stripped).toEqual(samplePng(400, 400));
  });

  it('drops anything appended after IEND (a polyglot payload)', () => {
    const png = samplePng(10, 10);
    const polyglot = Uint8Array.from(Buffer.concat([png, Buffer.from('<?php system($_GET[1]); ?>')]));
    expect(stripPngMetadata(polyglot)).toEqual(png);
  });

  it('refuses a PNG whose chunk runs past the end', () => {
    const png = samplePng(10, 10);
    expect(() => stripPngMetadata(png.subarray(0, 30))).toThrow(MalformedImageError);
  });

  it('never throws anything but MalformedImageError on arbitrary bytes after the signature', () => {
    const signature = samplePng(1, 1).subarray(0, 8);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (tail) => {
        const bytes = Uint8Array.from(Buffer.concat([signature, tail]));
        try {
          const out = stripPngMetadata(bytes);
          expect(out.length).toBeLessThanOrEqual(bytes.length);
        } catch (error) {
          expect(error).toBeInstanceOf(MalformedImageError);
        }
      }),
    );
  });

  it('never throws anything but MalformedImageError on arbitrary JPEG-looking bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (tail) => {
        const bytes = Uint8Array.from(Buffer.concat([Buffer.from([0xff, 0xd8]), tail]));
        try {
          stripJpegMetadata(bytes);
        } catch (error) {
          expect(error).toBeInstanceOf(MalformedImageError);
        }
      }),
    );
  });
});

describe('stripHeicMetadata', () => {
  it('blanks the Exif and XMP items in place and keeps the image item and the size box', () => {
    const original = sampleHeic(4032, 3024, 'heic', true);
    expect(latin1(original)).toContain(SAMPLE_GPS_TEXT);
    const stripped = stripHeicMetadata(original);
    expect(stripped.length).toBe(original.length);
    expect(latin1(stripped)).not.toContain('GPS');
    expect(detectFormat(stripped)).toBe('heic');
    expect(imageSize(stripped, 'heic')).toEqual({ width: 4032, height: 3024 });
    // The image item's bytes (32 × 0x07) are still there.
    expect(latin1(stripped)).toContain('\x07'.repeat(32));
  });

  it('leaves a HEIC without metadata items byte for byte as it was', () => {
    const clean = sampleHeic(100, 100);
    expect(stripHeicMetadata(clean)).toEqual(clean);
  });

  it('never throws anything but MalformedImageError on arbitrary bytes after a HEIC header', () => {
    const header = sampleHeic(1, 1).subarray(0, 24);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (tail) => {
        try {
          stripHeicMetadata(Uint8Array.from(Buffer.concat([header, tail])));
        } catch (error) {
          expect(error).toBeInstanceOf(MalformedImageError);
        }
      }),
    );
  });
});

/** A JPEG marker segment. */
function segment(marker: number, payload: string): Uint8Array {
  const data = Buffer.from(payload, 'latin1');
  return Uint8Array.from(
    Buffer.concat([Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff]), data]),
  );
}

/** `jpeg` with `extra` inserted right after its APP0 (offset 20). */
function insertAfterApp0(jpeg: Uint8Array, ...extra: Uint8Array[]): Uint8Array {
  return Uint8Array.from(Buffer.concat([jpeg.subarray(0, 20), ...extra, jpeg.subarray(20)]));
}

describe('stripJpegMetadata keeps only what a viewer needs (issue 10 point 9)', () => {
  it('drops unknown APPn segments (GPS in APP3, <script> in APP11) and keeps ICC and Adobe', () => {
    const icc = segment(0xe2, 'ICC_PROFILE\0\x01\x01profile');
    const adobe = segment(0xee, 'Adobe\0d\0\0\0\0\x01');
    const hostile = insertAfterApp0(
      sampleJpeg(640, 480),
      segment(0xe3, `META ${SAMPLE_GPS_TEXT}`),
      segment(0xeb, '<script>alert(1)</script>'),
      segment(0xe2, 'NOT_ICC <script>'),
      icc,
      adobe,
    );
    const stripped = stripJpegMetadata(hostile);
    expect(latin1(stripped)).not.toContain('GPS');
    expect(latin1(stripped)).not.toContain('<script>');
    expect(jpegMarkers(stripped)).toEqual([0xe0, 0xe2, 0xee, 0xdb, 0xc0, 0xda]);
    expect(latin1(stripped)).toContain('ICC_PROFILE');
    expect(imageSize(stripped, 'jpeg')).toEqual({ width: 640, height: 480 });
  });

  it('drops an APP0 that is not JFIF', () => {
    const jpeg = sampleJpeg(10, 10);
    const hostile = Uint8Array.from(
      Buffer.concat([jpeg.subarray(0, 2), segment(0xe0, 'EVIL<script>'), jpeg.subarray(2)]),
    );
    expect(latin1(stripJpegMetadata(hostile))).not.toContain('<script>');
  });

  it('drops everything after EOI (a polyglot payload)', () => {
    const jpeg = sampleJpeg(10, 10);
    const polyglot = Uint8Array.from(
      Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>PK\x03\x04')]),
    );
    expect(stripJpegMetadata(polyglot)).toEqual(jpeg);
  });

  it('walks progressive scans and drops segments hidden between them', () => {
    const jpeg = sampleJpeg(10, 10);
    const eoi = jpeg.length - 2;
    const secondScan = Uint8Array.from(
      Buffer.concat([segment(0xda, '\x01\x01\0\0\x3f\0'), Buffer.from([0x11, 0xff, 0x00, 0xff, 0xd0, 0x22])]),
    );
    const progressive = Uint8Array.from(
      Buffer.concat([
        jpeg.subarray(0, eoi),
        segment(0xe5, `hidden ${SAMPLE_GPS_TEXT}`),
        segment(0xfe, 'comment'),
        secondScan,
        jpeg.subarray(eoi),
      ]),
    );
    const stripped = stripJpegMetadata(progressive);
    expect(latin1(stripped)).not.toContain('hidden');
    expect(latin1(stripped)).not.toContain('comment');
    expect(latin1(stripped)).toContain(latin1(secondScan));
    expect(Array.from(stripped.subarray(-2))).toEqual([0xff, 0xd9]);
  });

  it('refuses a JPEG without EOI and one with a marker the format does not define', () => {
    const jpeg = sampleJpeg(10, 10);
    expect(() => stripJpegMetadata(jpeg.subarray(0, jpeg.length - 2))).toThrow(MalformedImageError);
    expect(() => stripJpegMetadata(insertAfterApp0(jpeg, segment(0xf0, 'x')))).toThrow(MalformedImageError);
  });

  it('never throws anything but MalformedImageError on arbitrary bytes after a JPEG header', () => {
    const header = sampleJpeg(1, 1).subarray(0, 20);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (tail) => {
        try {
          stripJpegMetadata(Uint8Array.from(Buffer.concat([header, tail])));
        } catch (error) {
          expect(error).toBeInstanceOf(MalformedImageError);
        }
      }),
    );
  });
});

describe('stripPngMetadata keeps only what a viewer needs (issue 10 point 9)', () => {
  it('drops private and unknown chunks (a <script> in prVt, tIME) and keeps gAMA and pHYs', () => {
    const png = samplePng(20, 20);
    const chunk = (type: string, data: string) => {
      const payload = Buffer.from(data, 'latin1');
      const head = Buffer.alloc(8);
      head.writeUInt32BE(payload.length, 0);
      head.write(type, 4, 'latin1');
      return Buffer.concat([head, payload, Buffer.alloc(4)]);
    };
    const hostile = Uint8Array.from(
      Buffer.concat([
        png.subarray(0, 33),
        chunk('gAMA', '\0\0\xb1\x8f'),
        chunk('prVt', '<script>alert(1)</script>'),
        chunk('tIME', '\x07\xea\x03\x02\x12\0\0'),
        chunk('pHYs', '\0\0\x0b\x13\0\0\x0b\x13\x01'),
        png.subarray(33),
      ]),
    );
    const stripped = stripPngMetadata(hostile);
    expect(pngChunkTypes(stripped)).toEqual(['IHDR', 'gAMA', 'pHYs', 'IDAT', 'IEND']);
    expect(latin1(stripped)).not.toContain('<script>');
  });
});
