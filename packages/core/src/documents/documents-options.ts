import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CLIENT_DOCUMENT_TYPES, type ClientDocumentType } from '@lender/contracts';
import { z } from 'zod';
import { localStorage } from '../providers/storage/local';
import type { DocumentStorage } from '../providers/storage/port';
import { s3Storage } from '../providers/storage/s3';
import { type CompanyInfo, companyInfoFromEnv, DEMO_COMPANY } from './company';
import { type DocumentQualityCheck, sandboxDocumentQuality } from './document-quality';

/**
 * Largest uploaded document in bytes (spec §5, §8: "413 means too large"). Phone photos of an ID
 * are 2–6 MB; 10 MiB leaves room for a scanned PDF statement.
 */
export const DEFAULT_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Documents a client must upload before `client-document/finish` (ID front and back, selfie). */
export const DEFAULT_REQUIRED_DOCUMENT_TYPES: readonly ClientDocumentType[] = [
  'id_front',
  'id_back',
  'selfie',
];

/** Options of the documents services (a part of `createCore`'s options). */
export interface DocumentsOptions {
  /**
   * Where files go.
   * @default localStorage(storageDir)
   */
  storage?: DocumentStorage;
  /**
   * Folder of the default local storage: keep it under the data folder, outside any web root.
   * @default '.data/documents' (a fresh temporary folder when the core runs in `test`)
   */
  storageDir?: string;
  /** @default DEFAULT_MAX_UPLOAD_BYTES (10 MiB) */
  maxUploadBytes?: number;
  /** @default sandboxDocumentQuality() */
  quality?: DocumentQualityCheck;
  /** @default DEFAULT_REQUIRED_DOCUMENT_TYPES */
  requiredTypes?: readonly ClientDocumentType[];
  /** @default DEMO_COMPANY (marked demo on every document) */
  company?: CompanyInfo;
}

/** The options with every default filled. */
export interface ResolvedDocumentsOptions {
  storage: DocumentStorage;
  maxUploadBytes: number;
  quality: DocumentQualityCheck;
  requiredTypes: readonly ClientDocumentType[];
  company: CompanyInfo;
}

/** Fills the defaults of {@link DocumentsOptions}. */
export function resolveDocumentsOptions(
  options: DocumentsOptions = {},
  environment: 'development' | 'test' | 'production' = 'development',
): ResolvedDocumentsOptions {
  const storageDir =
    options.storageDir ??
    (environment === 'test' ? mkdtempSync(join(tmpdir(), 'lender-documents-')) : resolve('.data/documents'));
  return {
    storage: options.storage ?? localStorage(storageDir),
    maxUploadBytes: options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
    quality: options.quality ?? sandboxDocumentQuality(),
    requiredTypes: options.requiredTypes ?? DEFAULT_REQUIRED_DOCUMENT_TYPES,
    company: options.company ?? DEMO_COMPANY,
  };
}

const EnvSchema = z.object({
  DOCUMENTS_DIR: z.string().optional(),
  DOCUMENT_MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .optional(),
  DOCUMENT_REQUIRED_TYPES: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(CLIENT_DOCUMENT_TYPES)))
    .optional(),
  DOCUMENT_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_SESSION_TOKEN: z.string().optional(),
  S3_PREFIX: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
});

/**
 * Documents options from environment variables (README "Documents"): `DOCUMENTS_DIR` (default
 * `<dataDir>/../documents`, i.e. beside the PGlite folder), `DOCUMENT_MAX_UPLOAD_BYTES`,
 * `DOCUMENT_REQUIRED_TYPES`, `DOCUMENT_STORAGE=s3` with `S3_ENDPOINT`, `S3_BUCKET`, `S3_REGION`,
 * `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`, `S3_PREFIX`, and the `COMPANY_*` data.
 *
 * @throws {Error} listing every invalid or missing variable.
 */
export function documentsOptionsFromEnv(
  source: Record<string, string | undefined>,
  defaults: { dataDir: string },
): DocumentsOptions {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new Error(
      `Invalid documents configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const env = parsed.data;
  const options: DocumentsOptions = {
    storageDir: env.DOCUMENTS_DIR ?? join(resolve(defaults.dataDir), '..', 'documents'),
    company: companyInfoFromEnv(source),
    ...(env.DOCUMENT_MAX_UPLOAD_BYTES !== undefined && { maxUploadBytes: env.DOCUMENT_MAX_UPLOAD_BYTES }),
    ...(env.DOCUMENT_REQUIRED_TYPES !== undefined && { requiredTypes: env.DOCUMENT_REQUIRED_TYPES }),
  };
  if (env.DOCUMENT_STORAGE === 's3') {
    const missing = (
      ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
    ).filter((name) => !env[name]);
    if (missing.length > 0)
      throw new Error(`Invalid documents configuration: DOCUMENT_STORAGE=s3 needs ${missing.join(', ')}`);
    options.storage = s3Storage({
      endpoint: env.S3_ENDPOINT as string,
      bucket: env.S3_BUCKET as string,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID as string,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      ...(env.S3_SESSION_TOKEN !== undefined && { sessionToken: env.S3_SESSION_TOKEN }),
      ...(env.S3_PREFIX !== undefined && { prefix: env.S3_PREFIX }),
    });
  }
  return options;
}
