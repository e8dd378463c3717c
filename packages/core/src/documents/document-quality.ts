import type { ClientDocumentType } from '@lender/contracts';
import type { FileFormat, ImageSize } from './file-format';

/** What the quality check looks at. */
export interface DocumentQualityInput {
  type: ClientDocumentType;
  format: FileFormat;
  /** Pixel size, or `null` when the header gave none (always `null` for PDF). */
  size: ImageSize | null;
  bytes: Uint8Array;
}

/**
 * The verdict; a failure is answered with `hs_metric_failed` (spec §5, §8) whose params say why:
 * `reason`, and for `too_small` the minimum (`minSidePx`) and the photo's own size.
 */
export type DocumentQualityResult =
  | { passed: true }
  | {
      passed: false;
      reason: 'too_small' | 'unreadable';
      /** The smallest shorter side accepted, in pixels, when the rule is a size. */
      minSidePx?: number;
    };

/**
 * The document-quality port (spec §8 `hs_metric_failed`: the photo failed the provider's quality
 * metrics). A real adapter calls the provider (HelloSoda's document metrics); the sandbox adapter
 * below applies a deterministic rule.
 */
export interface DocumentQualityCheck {
  check(input: DocumentQualityInput): Promise<DocumentQualityResult>;
}

/** The sandbox rule: a photo's shorter side must have at least this many pixels. */
export const MIN_DOCUMENT_IMAGE_SIDE_PX = 320;

/**
 * Offline, deterministic quality check: a photo whose shorter side is below
 * {@link MIN_DOCUMENT_IMAGE_SIDE_PX} pixels, or whose size cannot be read, fails; PDFs pass.
 */
export function sandboxDocumentQuality(minSidePx: number = MIN_DOCUMENT_IMAGE_SIDE_PX): DocumentQualityCheck {
  return {
    async check({ format, size }) {
      if (format === 'pdf') return { passed: true };
      if (!size) return { passed: false, reason: 'unreadable', minSidePx };
      return Math.min(size.width, size.height) < minSidePx
        ? { passed: false, reason: 'too_small', minSidePx }
        : { passed: true };
    },
  };
}
