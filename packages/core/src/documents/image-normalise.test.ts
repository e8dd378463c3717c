import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import {
  SAMPLE_GPS_TEXT,
  SAMPLE_HEIC_PHOTO,
  sampleHeicPhoto,
  sampleHostileJpeg,
  sampleJpeg,
  samplePng,
} from '../../testing/sample-files';
import { detectFormat } from './file-format';
import { normaliseImage, UndecodableImageError } from './image-normalise';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const MAX = 50_000_000;

/** A 60×40 photo, red on its left half and blue on its right, as a camera stores it turned by `orientation`. */
async function cameraJpeg(orientation: number): Promise<Uint8Array> {
  const width = 60;
  const height = 40;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      raw.set(x < width / 2 ? [220, 30, 30] : [30, 60, 220], (y * width + x) * 3);
  return Uint8Array.from(
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 95 })
      .withMetadata({ orientation })
      .toBuffer(),
  );
}

async function pixel(bytes: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at] as number, data[at + 1] as number, data[at + 2] as number];
}

const near = (actual: number[], expected: readonly number[]) =>
  actual.every((value, i) => Math.abs(value - (expected[i] as number)) <= 24);

describe('normaliseImage: orientation (issue 35 finding 11)', () => {
  it('a phone photo stored turned (EXIF orientation 6) is stored upright, without the tag', async () => {
    const turned = await cameraJpeg(6);
    expect((await sharp(turned).metadata()).orientation).toBe(6);
    const stored = await normaliseImage('jpeg', turned, MAX);
    // Orientation 6: shown turned 90° clockwise, so the 60×40 picture stands 40×60, red on top.
    expect([stored.width, stored.height]).toEqual([40, 60]);
    expect((await sharp(stored.bytes).metadata()).orientation).toBeUndefined();
    expect(near(await pixel(stored.bytes, 20, 5), [220, 30, 30])).toBe(true);
    expect(near(await pixel(stored.bytes, 20, 55), [30, 60, 220])).toBe(true);
  });

  it.each([
    [3, [60, 40], [30, 60, 220]],
    [8, [40, 60], [30, 60, 220]],
    [2, [60, 40], [30, 60, 220]],
    [1, [60, 40], [220, 30, 30]],
  ] as const)('orientation %i is applied to the pixels', async (orientation, size, topLeft) => {
    const stored = await normaliseImage('jpeg', await cameraJpeg(orientation), MAX);
    expect([stored.width, stored.height]).toEqual(size);
    expect(near(await pixel(stored.bytes, 2, 2), topLeft)).toBe(true);
  });

  it('a PNG with an EXIF orientation is turned too', async () => {
    const png = Uint8Array.from(
      await sharp(await cameraJpeg(6))
        .png()
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    );
    const stored = await normaliseImage('png', png, MAX);
    expect(stored.format).toBe('png');
    expect([stored.width, stored.height]).toEqual([40, 60]);
  });
});

describe('normaliseImage: HEIC to JPEG (issue 35 finding 11)', () => {
  it('a HEIC photo becomes a JPEG a browser shows, same size and colours, its EXIF gone', async () => {
    const heic = sampleHeicPhoto(true);
    expect(detectFormat(heic)).toBe('heic');
    expect(latin1(heic)).toContain(SAMPLE_GPS_TEXT);
    const stored = await normaliseImage('heic', heic, MAX);
    expect(stored.format).toBe('jpeg');
    expect(detectFormat(stored.bytes)).toBe('jpeg');
    expect([stored.width, stored.height]).toEqual([SAMPLE_HEIC_PHOTO.width, SAMPLE_HEIC_PHOTO.height]);
    expect(latin1(stored.bytes)).not.toContain('GPS');
    expect(near(await pixel(stored.bytes, 10, 10), SAMPLE_HEIC_PHOTO.left)).toBe(true);
    expect(near(await pixel(stored.bytes, 470, 310), SAMPLE_HEIC_PHOTO.right)).toBe(true);
  });

  it('a HEIC over the pixel bound is refused', async () => {
    await expect(normaliseImage('heic', sampleHeicPhoto(), 480 * 320 - 1)).rejects.toBeInstanceOf(
      UndecodableImageError,
    );
  });
});

describe('normaliseImage: nothing of the file but its pixels (issue 10 point 9)', () => {
  it('EXIF/GPS, XMP, IPTC, comments, unknown APPn segments and bytes after the end are gone', async () => {
    // The metadata of a phone, and what an attacker hides in a JPEG.
    const withMetadata = await normaliseImage('jpeg', sampleJpeg(640, 480, true), MAX);
    expect(latin1(withMetadata.bytes)).not.toMatch(/GPS|Exif|xmpmeta|Photoshop/);
    const hostile = sampleHostileJpeg(640, 480);
    const stored = await normaliseImage('jpeg', hostile, MAX);
    expect(latin1(stored.bytes)).not.toMatch(/GPS|<script>|Exif|xmpmeta|Photoshop/);
    expect([stored.width, stored.height]).toEqual([640, 480]);
    expect(await pixel(stored.bytes, 320, 240)).toEqual([128, 128, 128]);
  });

  it('a PNG keeps no text, eXIf or private chunk and nothing after IEND', async () => {
    const png = Buffer.concat([samplePng(320, 320, true), Buffer.from('<script>polyglot</script>')]);
    const stored = await normaliseImage('png', Uint8Array.from(png), MAX);
    expect(stored.format).toBe('png');
    expect(latin1(stored.bytes)).not.toMatch(/GPS|<script>|tEXt|iTXt|zTXt|eXIf/);
  });

  it('refuses a truncated image and one that is not what it claims', async () => {
    const jpeg = sampleJpeg(640, 480);
    await expect(normaliseImage('jpeg', jpeg.subarray(0, jpeg.length - 200), MAX)).rejects.toBeInstanceOf(
      UndecodableImageError,
    );
    await expect(normaliseImage('png', samplePng(320, 320).subarray(0, 60), MAX)).rejects.toBeInstanceOf(
      UndecodableImageError,
    );
    await expect(normaliseImage('heic', sampleJpeg(320, 320), MAX)).rejects.toBeInstanceOf(
      UndecodableImageError,
    );
  });

  it.each([
    ['JPEG', 'jpeg', new Uint8Array([0xff, 0xd8, 0xff])],
    ['PNG', 'png', samplePng(1, 1).subarray(0, 8)],
    ['HEIC', 'heic', sampleHeicPhoto().subarray(0, 32)],
  ] as const)(
    'never throws anything but UndecodableImageError on arbitrary bytes after a %s header',
    async (_name, format, header) => {
      // libheif (WebAssembly) prints why it cannot parse a file on stdout.
      const print = vi.spyOn(console, 'log').mockImplementation(() => {});
      await fc.assert(
        fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), async (tail) => {
          try {
            await normaliseImage(format, Uint8Array.from(Buffer.concat([header, tail])), MAX);
          } catch (error) {
            expect(error).toBeInstanceOf(UndecodableImageError);
          }
        }),
        { numRuns: 60 },
      );
      print.mockRestore();
    },
  );
});
