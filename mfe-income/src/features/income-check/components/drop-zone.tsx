import { useId, useRef, useState } from 'react';
import type { DragEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute } from '../upload-sections.js';

export interface DropZoneProps {
  /** what the picker is for, e.g. 'Upload bank statements' */
  label: string;
  accept: readonly string[];
  hint: string;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

/**
 * Drag and drop, or a picker (spec 2§2): the zone is one keyboard-reachable button that opens the
 * picker. The picker accepts images where the section does, so phones offer the camera for them.
 */
export const DropZone = ({ label, accept, hint, disabled, onFiles }: DropZoneProps) => {
  const { t } = useTranslation('income');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const open = () => !disabled && input.current?.click();
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    open();
  };
  return (
    <div
      className={`income-drop${over ? ' income-drop--over' : ''}${disabled ? ' income-drop--disabled' : ''}`}
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-describedby={hintId}
      aria-disabled={disabled || undefined}
      onClick={open}
      onKeyDown={onKeyDown}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <span aria-hidden="true">⇪</span>
      <span>{t('Upload.DropZone')}</span>
      <span id={hintId} className="income-hint">
        {hint}
      </span>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label={label}
        accept={acceptAttribute(accept)}
        disabled={disabled}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
};
