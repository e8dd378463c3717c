import { CoreError } from '../errors/core-error';
import { declaredPixels, type FileFormat, imageSize } from './file-format';
import { normaliseImage, UndecodableImageError } from './image-normalise';
import { neutralisePdf } from './pdf-active-content';

// What is kept of an upload and why a photo failed the quality check: the file-handling helpers of
// the client-documents service (client-documents.ts).

/** What is stored of an upload. */
export interface Sanitised {
  format: FileFormat;
  bytes: Uint8Array;
  size: { width: number; height: number } | null;
}

/** What is stored of an upload: photos decoded and encoded again (`normaliseImage`), PDFs made inert. */
export async function sanitise(format: FileFormat, bytes: Uint8Array, maxPixels: number): Promise<Sanitised> {
  if (format === 'pdf') {
    const check = neutralisePdf(bytes);
    if (!check.ok) {
      throw new CoreError('upload_wrong_format', {
        field: ['file'],
        message:
          check.reason === 'active_content'
            ? 'The PDF contains active content (JavaScript, actions or attached files). Print it to a new PDF or upload a photo.'
            : 'The PDF cannot be checked (encrypted or an unknown compression). Print it to a new PDF or upload a photo.',
      });
    }
    return { format, bytes: check.bytes, size: imageSize(check.bytes, format) };
  }
  // The size the header declares, read before anything decodes the pixels (a decompression bomb
  // is a small file declaring a huge image).
  const pixels = declaredPixels(bytes, format);
  if (!pixels) {
    throw new CoreError('upload_wrong_format', {
      field: ['file'],
      message: 'The image does not say its size.',
    });
  }
  if (pixels > maxPixels) {
    throw new CoreError('payload_too_large', {
      field: ['file'],
      message: `The image is larger than ${Math.floor(maxPixels / 1_000_000)} megapixels.`,
    });
  }
  try {
    const image = await normaliseImage(format, bytes, maxPixels);
    return { format: image.format, bytes: image.bytes, size: { width: image.width, height: image.height } };
  } catch (error) {
    if (error instanceof UndecodableImageError)
      throw new CoreError('upload_wrong_format', { field: ['file'] });
    throw error;
  }
}

/**
 * Why a photo failed the quality check, as the error's params and message placeholders: the
 * reason, the minimum shorter side, and the photo's own size when it could be read.
 */
export function qualityParams(
  verdict: { reason: 'too_small' | 'unreadable'; minSidePx?: number },
  size: { width: number; height: number } | null,
): Record<string, string | number> {
  return {
    reason: verdict.reason,
    ...(verdict.minSidePx !== undefined && { minSidePx: verdict.minSidePx }),
    ...(size && { width: size.width, height: size.height }),
  };
}

/** The developer message of a failed quality check, saying why. */
export function qualityMessage(params: Record<string, string | number>): string {
  const minimum =
    params.minSidePx === undefined
      ? ''
      : ` The shorter side of a photo must be at least ${params.minSidePx} px.`;
  if (params.reason === 'too_small' && params.width !== undefined) {
    return `The document failed the quality check: the photo is ${params.width} × ${params.height} px, too small.${minimum}`;
  }
  return `The document failed the quality check: its size in pixels could not be read.${minimum}`;
}
