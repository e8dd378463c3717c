import { describe, expect, it } from 'vitest';
import { sampleHeic, sampleJpeg, samplePdf, samplePng } from '../../testing/sample-files';
import { ALLOWED_FORMATS, detectFormat, imageSize } from './file-format';

const text = (s: string) => Uint8Array.from(Buffer.from(s, 'latin1'));

describe('detectFormat (by content, never by name)', () => {
  it.each([
    ['JPEG', sampleJpeg(640, 480), 'jpeg'],
    ['PNG', samplePng(640, 480), 'png'],
    ['HEIC (heic brand)', sampleHeic(4032, 3024), 'heic'],
    ['HEIC (heix brand)', sampleHeic(4032, 3024, 'heix'), 'heic'],
    ['HEIF (mif1 brand)', sampleHeic(4032, 3024, 'mif1'), 'heic'],
    ['PDF', samplePdf(), 'pdf'],
  ])('recognises %s', (_name, bytes, format) => {
    expect(detectFormat(bytes)).toBe(format);
  });

  it.each([
    ['a shell script', text('#!/bin/sh\nrm -rf /\n')],
    ['HTML', text('<!doctype html><script>alert(1)</script>')],
    ['an AVIF (same container, other brand)', sampleHeic(100, 100, 'avif')],
    ['a GIF', text('GIF89a\x01\x00\x01\x00')],
    ['an empty file', new Uint8Array()],
    ['a ZIP', text('PK\x03\x04rest')],
  ])('refuses %s', (_name, bytes) => {
    expect(detectFormat(bytes)).toBeNull();
  });
});

describe('ALLOWED_FORMATS (spec §5: ID photos jpg/jpeg/png/heic; statements also PDF)', () => {
  it.each([
    ['id_front', false],
    ['id_back', false],
    ['selfie', false],
    ['payroll', true],
    ['bank_statement', true],
  ] as const)('%s accepts PDF: %s', (type, pdf) => {
    expect(ALLOWED_FORMATS[type].includes('pdf')).toBe(pdf);
    expect(ALLOWED_FORMATS[type]).toEqual(expect.arrayContaining(['jpeg', 'png', 'heic']));
  });
});

describe('imageSize', () => {
  it.each([
    ['jpeg', sampleJpeg(1280, 960, true)],
    ['png', samplePng(1280, 960)],
    ['heic', sampleHeic(1280, 960)],
  ] as const)('reads the pixel size of a %s', (format, bytes) => {
    expect(imageSize(bytes, format)).toEqual({ width: 1280, height: 960 });
  });

  it('has no size for a PDF', () => {
    expect(imageSize(samplePdf(), 'pdf')).toBeNull();
  });
});

describe('declaredPixels', () => {
  it('reads the header only, and takes the largest HEIC image', async () => {
    const { declaredPixels } = await import('./file-format');
    expect(declaredPixels(sampleJpeg(65_000, 65_000), 'jpeg')).toBe(65_000 * 65_000);
    expect(declaredPixels(samplePng(10, 20), 'png')).toBe(200);
    const two = Uint8Array.from(Buffer.concat([sampleHeic(10, 10), sampleHeic(60_000, 60_000).subarray(8)]));
    expect(declaredPixels(two, 'heic')).toBe(60_000 * 60_000);
    expect(declaredPixels(samplePdf(), 'pdf')).toBeNull();
  });
});
