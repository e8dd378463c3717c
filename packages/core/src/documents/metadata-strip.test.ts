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
