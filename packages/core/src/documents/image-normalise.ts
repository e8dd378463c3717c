/// <reference path="./heic-decode.d.ts" />
import decodeHeic from 'heic-decode';
import sharp from 'sharp';

/** What a photo is stored as. */
export type StoredImageFormat = 'jpeg' | 'png';

/** A photo decoded and encoded again. */
export interface NormalisedImage {
  format: StoredImageFormat;
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** JPEG quality of a stored photo: an ID's small print stays legible, the file stays small. */
export const STORED_JPEG_QUALITY = 90;

/** A photo that does not decode (broken, truncated, another format inside): refused like a wrong format. */
export class UndecodableImageError extends Error {
  constructor(format: string, detail: string) {
    super(`Undecodable ${format}: ${detail}`);
    this.name = 'UndecodableImageError';
  }
}

/**
 * An uploaded photo as it is stored (issue 35): decoded and encoded again with sharp (libvips), so
 * nothing of the file survives but its pixels (EXIF and GPS, XMP, IPTC, comments, anything hidden
 * in or after it), with the EXIF orientation applied to the pixels first, so a phone's photo of an
 * INE stands the way it was taken. A HEIC, which browsers do not show, is decoded with libheif
 * (`heic-decode`, WebAssembly: its rotation and mirroring applied) and stored as a JPEG. The pixel
 * bound is checked on the declared size before this runs; libvips enforces it again (`maxPixels`).
 */
export async function normaliseImage(
  format: 'jpeg' | 'png' | 'heic',
  bytes: Uint8Array,
  maxPixels: number,
): Promise<NormalisedImage> {
  try {
    let pipeline: ReturnType<typeof sharp>;
    let output: StoredImageFormat;
    if (format === 'heic') {
      const decoded = await decodeHeic({ buffer: bytes });
      if (decoded.width * decoded.height > maxPixels)
        throw new UndecodableImageError('HEIC', 'too many pixels');
      pipeline = sharp(Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength), {
        raw: { width: decoded.width, height: decoded.height, channels: 4 },
      }).flatten({ background: '#ffffff' });
      output = 'jpeg';
    } else {
      // `failOn: 'truncated'`: a file cut short is refused; libvips' mere warnings are not.
      pipeline = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'truncated' }).rotate();
      output = format;
    }
    const encoded =
      output === 'jpeg'
        ? pipeline.jpeg({ quality: STORED_JPEG_QUALITY })
        : pipeline.png({ compressionLevel: 9 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { format: output, bytes: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof UndecodableImageError) throw error;
    throw new UndecodableImageError(
      format.toUpperCase(),
      error instanceof Error ? error.message : String(error),
    );
  }
}
