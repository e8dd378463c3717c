import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkFile, FileUpload } from './FileUpload';

const NOW = 1_740_000_000_000;
const photo = (name: string, type: string, ageMs = 0, size = 1000) =>
  new File([new Uint8Array(size)], name, { type, lastModified: NOW - ageMs });

describe('checkFile (spec §5 documents)', () => {
  const rules = { formats: ['jpg', 'jpeg', 'png', 'heic'], maxSizeBytes: 5_000, maxAgeMs: 120_000, now: NOW };
  it('accepts a fresh photo in an allowed format', () => {
    expect(checkFile(photo('ine.jpg', 'image/jpeg'), rules)).toBeNull();
    expect(checkFile(photo('IMG_0001.HEIC', ''), rules)).toBeNull();
  });
  it('refuses other formats, large files and photos older than 120 s', () => {
    expect(checkFile(photo('ine.pdf', 'application/pdf'), rules)).toBe('format');
    expect(checkFile(photo('ine.png', 'image/png', 0, 6_000), rules)).toBe('size');
    expect(checkFile(photo('ine.png', 'image/png', 121_000), rules)).toBe('stale');
    expect(checkFile(photo('ine.png', 'image/png', 121_000), { ...rules, maxAgeMs: null })).toBeNull();
  });
});

describe('FileUpload', () => {
  it('takes a file from the picker, or says why not', async () => {
    const onFile = vi.fn();
    render(<FileUpload label="Frente de tu INE" onFile={onFile} now={() => NOW} maxSizeBytes={5_000} />);
    const group = screen.getByRole('group', { name: 'Frente de tu INE' });
    const inputs = group.querySelectorAll('input[type="file"]');
    expect(inputs).toHaveLength(2);
    expect(inputs[1]?.getAttribute('capture')).toBe('environment');
    await userEvent.upload(inputs[0] as HTMLInputElement, photo('vieja.jpg', 'image/jpeg', 300_000));
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('La foto tiene más de 2 minutos');
    await userEvent.upload(inputs[0] as HTMLInputElement, photo('ine.jpg', 'image/jpeg'));
    expect(onFile).toHaveBeenCalledOnce();
    expect(screen.getByText('ine.jpg')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a server error and progress, and lets the file be removed', async () => {
    const onRemove = vi.fn();
    const { rerender } = render(
      <FileUpload
        label="Selfie"
        onFile={() => undefined}
        defaultFile={photo('selfie.heic', 'image/heic')}
        progress={40}
      />,
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(screen.queryByRole('button', { name: 'Quitar archivo' })).toBeNull();
    rerender(
      <FileUpload
        label="Selfie"
        onFile={() => undefined}
        onRemove={onRemove}
        error="El archivo es demasiado grande."
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('demasiado grande');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar archivo' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
