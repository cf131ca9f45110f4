import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { injectStyles } from '../theme/styles.js';
import { filePickerCss } from './file-picker.css.js';

injectStyles('ui-file-picker', filePickerCss);

export interface FilePickerProps {
  /** what the button says, which also names the file input ('Add a document') */
  label: string;
  /** the file types offered (the input's accept attribute) */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** a line under the button (formats and size limit) */
  hint?: string;
  onFiles: (files: File[]) => void;
}

/**
 * A file input in the UI language (the browser's own says 'Choose File / No file chosen' in its
 * language): the native input stays in the page, visually hidden but focusable, so the keyboard
 * (Tab, then Space or Enter) and screen readers use it as they know it; its label is styled as a
 * button, and the chosen file's name (or 'No file chosen') describes it.
 */
export const FilePicker = ({ label, accept, multiple = false, disabled = false, hint, onFiles }: FilePickerProps) => {
  const { t } = useTranslation('ui');
  const id = useId();
  const chosenId = `${id}-chosen`;
  const hintId = `${id}-hint`;
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <div className="ui-file-picker">
      <input
        id={id}
        className="ui-file-picker__input"
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={[chosenId, hint ? hintId : null].filter(Boolean).join(' ')}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // emptied, so choosing the same file again is a change too
          event.target.value = '';
          if (files.length === 0) return;
          setChosen(files.map((file) => file.name));
          onFiles(files);
        }}
      />
      <label htmlFor={id} className="ui-button ui-button--secondary ui-file-picker__button">
        {label}
      </label>
      <span id={chosenId} className="ui-file-picker__chosen" aria-live="polite">
        {chosen.length > 0 ? chosen.join(', ') : t('Ui.File.NoneChosen')}
      </span>
      {hint && (
        <span id={hintId} className="ui-file-picker__hint">
          {hint}
        </span>
      )}
    </div>
  );
};
