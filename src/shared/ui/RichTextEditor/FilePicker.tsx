import type { Ref } from 'react';
import { acceptOf } from '@shared/lib/upload';

export interface FilePickerProps {
  ref: Ref<HTMLInputElement>;
  /** extensions without dots */
  accept: readonly string[];
  label: string;
  testId?: string;
  onPick(file: File): void;
}

/** A hidden one-file input that a toolbar button opens (`ref.current.click()`). */
export function FilePicker({ ref, accept, label, testId, onPick }: FilePickerProps) {
  return (
    <input
      ref={ref}
      type="file"
      hidden
      accept={acceptOf(accept)}
      aria-label={label}
      data-testid={testId}
      onChange={(e) => {
        const f = e.target.files?.[0];
        // cleared so that picking the same file again still fires a change
        e.target.value = '';
        if (f) onPick(f);
      }}
    />
  );
}
