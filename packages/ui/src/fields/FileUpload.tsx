import { AlertCircle, Camera, FileImage, Upload, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { DropZone, FileTrigger, isFileDropItem, Text } from 'react-aria-components';
import { Button, IconButton } from '../components/Actions';
import { ProgressBar } from '../components/Feedback';
import * as fieldStyles from '../styles/field.css';
import { useUiText } from '../text/text';
import * as styles from './upload.css';

/** Identity documents as jpg, jpeg, png or heic. */
export const ID_DOCUMENT_FORMATS = ['jpg', 'jpeg', 'png', 'heic'] as const;
/** A photo must have been taken within the last 120 s. */
export const UPLOAD_MAX_AGE_MS = 120_000;

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  pdf: 'application/pdf',
};

export type FileProblem = 'format' | 'size' | 'stale';

/** Why a file is refused, or null: format by extension or type, size, and freshness. */
export function checkFile(
  file: Pick<File, 'name' | 'type' | 'size' | 'lastModified'>,
  rules: { formats: readonly string[]; maxSizeBytes: number; maxAgeMs?: number | null; now: number },
): FileProblem | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const types = rules.formats.map((format) => MIME[format]).filter(Boolean);
  if (!rules.formats.includes(extension) && !types.includes(file.type)) return 'format';
  if (file.size > rules.maxSizeBytes) return 'size';
  if (rules.maxAgeMs && rules.now - file.lastModified > rules.maxAgeMs) return 'stale';
  return null;
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1_048_576) * 10) / 10} MB`;
}

export interface FileUploadProps {
  label: ReactNode;
  hint?: ReactNode;
  /** A server error (wrong format, 413, hs_metric_failed); wins over the local checks. */
  error?: ReactNode;
  /** Allowed extensions. */
  formats?: readonly string[];
  maxSizeBytes?: number;
  /** Refuse photos older than this (spec: 120 s); `null` to accept any file. */
  maxAgeMs?: number | null;
  /** Offer the phone's camera (`environment`: the back camera). */
  camera?: 'environment' | 'user' | false;
  /** A file passed the checks. */
  onFile: (file: File) => void;
  onRemove?: () => void;
  /** 0–100 while uploading. */
  progress?: number | null;
  isDisabled?: boolean;
  /** A file already chosen (shown with its preview and progress). */
  defaultFile?: File | null;
  /** The clock, for tests. */
  now?: () => number;
}

/**
 * Document upload: drag and drop, a file picker, the phone's camera, a preview, progress, and the
 * spec's format, size and 120-second freshness errors (React Aria DropZone and FileTrigger).
 */
export function FileUpload({
  label,
  hint,
  error,
  formats = ID_DOCUMENT_FORMATS,
  maxSizeBytes = 10 * 1_048_576,
  maxAgeMs = UPLOAD_MAX_AGE_MS,
  camera = 'environment',
  onFile,
  onRemove,
  progress = null,
  isDisabled,
  defaultFile = null,
  now = Date.now,
}: FileUploadProps) {
  const t = useUiText();
  const id = useId();
  const [file, setFile] = useState<File | null>(defaultFile);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !/^image\/(jpeg|png)$/.test(file.type) || typeof URL.createObjectURL !== 'function') {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const list = formats.map((format) => format.toUpperCase()).join(', ');
  const accept = (picked: File | undefined) => {
    if (!picked) return;
    const found = checkFile(picked, { formats, maxSizeBytes, maxAgeMs, now: now() });
    setProblem(found);
    if (found) return;
    setFile(picked);
    onFile(picked);
  };
  const problemText =
    problem === 'format'
      ? t('upload.wrongFormat', { formats: list })
      : problem === 'size'
        ? t('upload.tooLarge', { size: megabytes(maxSizeBytes) })
        : problem === 'stale'
          ? t('upload.stale')
          : null;
  const shownError = error ?? problemText;
  const describedBy = `${id}-hint${shownError ? ` ${id}-error` : ''}`;
  const acceptedTypes = formats.flatMap((format) => [MIME[format] ?? '', `.${format}`]).filter(Boolean);

  return (
    <fieldset
      className={fieldStyles.field}
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
    >
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </span>
      <span id={`${id}-hint`} className={fieldStyles.hint}>
        {hint ? <>{hint} </> : null}
        {t('upload.formats', { formats: list, size: megabytes(maxSizeBytes) })}
      </span>
      {file ? (
        <div className={styles.file}>
          {previewUrl ? (
            <img src={previewUrl} alt={t('upload.preview', { name: file.name })} className={styles.preview} />
          ) : (
            <FileImage aria-hidden size={40} />
          )}
          <span className={styles.fileName}>{file.name}</span>
          {progress === null ? (
            <IconButton
              label={t('upload.remove')}
              icon={<X size={20} />}
              isDisabled={isDisabled}
              onPress={() => {
                setFile(null);
                onRemove?.();
              }}
            />
          ) : null}
        </div>
      ) : (
        <DropZone
          className={styles.zone}
          isDisabled={isDisabled}
          aria-label={typeof label === 'string' ? label : undefined}
          data-invalid={shownError ? true : undefined}
          getDropOperation={(types) =>
            acceptedTypes.some((type) => types.has(type)) || types.has('Files') ? 'copy' : 'cancel'
          }
          onDrop={async (event) => {
            const item = event.items.find(isFileDropItem);
            if (item) accept(await item.getFile());
          }}
        >
          <Upload aria-hidden size={28} />
          <Text slot="label">{t('upload.drop')}</Text>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center' }}>
            <FileTrigger acceptedFileTypes={acceptedTypes} onSelect={(files) => accept(files?.[0])}>
              <Button variant="secondary" size="sm" isDisabled={isDisabled}>
                {t('upload.choose')}
              </Button>
            </FileTrigger>
            {camera ? (
              <FileTrigger
                acceptedFileTypes={['image/*']}
                defaultCamera={camera}
                onSelect={(files) => accept(files?.[0])}
              >
                <Button variant="ghost" size="sm" icon={<Camera size={18} />} isDisabled={isDisabled}>
                  {t('upload.camera')}
                </Button>
              </FileTrigger>
            ) : null}
          </div>
        </DropZone>
      )}
      {progress !== null ? (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <span aria-hidden className={fieldStyles.hint}>
            {t('upload.uploading', { percent: Math.round(progress) })}
          </span>
          <ProgressBar value={progress} label={t('upload.uploading', { percent: Math.round(progress) })} />
        </div>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} className={fieldStyles.error} style={{ margin: 0 }} role="alert">
          <AlertCircle aria-hidden size={16} style={{ flex: 'none', marginTop: 2 }} />
          <span>{shownError}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
