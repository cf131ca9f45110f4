import { useState } from 'react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '@tenant/ui';
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
 * Drag and drop, or the localised file picker (spec 2§2): the zone takes dropped files, the picker is
 * the keyboard's and screen reader's way in. The picker accepts images where the section does, so
 * phones offer the camera for them.
 */
export const DropZone = ({ label, accept, hint, disabled, onFiles }: DropZoneProps) => {
  const { t } = useTranslation('income');
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };
  return (
    <div
      className={`income-drop${over ? ' income-drop--over' : ''}${disabled ? ' income-drop--disabled' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <span aria-hidden="true">⇪ {t('Upload.DropZone')}</span>
      <FilePicker label={label} accept={acceptAttribute(accept)} multiple disabled={disabled} hint={hint} onFiles={onFiles} />
    </div>
  );
};
