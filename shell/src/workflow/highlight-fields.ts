import { FIELD_HIGHLIGHT_BLUR_DELAY_MS } from '@tenant/domain';

const TEXT_FIELDS = [
  'input:not([type])',
  'input[type="text"]',
  'input[type="email"]',
  'input[type="tel"]',
  'input[type="number"]',
  'input[type="search"]',
  'input[type="url"]',
  'input[type="password"]',
  'textarea',
].join(', ');

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Where the user is typing, with the selection, so the highlight can give it back. */
const userFocus = (): { field: TextField; start: number | null; end: number | null } | null => {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)) return null;
  return { field: active, start: active.selectionStart, end: active.selectionEnd };
};

/**
 * After a failed save every text input and text area is focused and then blurred, so each field runs
 * its focus-out validation and shows what is wrong (spec 1§4, 1§9). A user who already went on typing
 * in the delay keeps the field and the selection: the highlight never takes the caret away.
 */
export const highlightFields = (root: ParentNode = document, delayMs = FIELD_HIGHLIGHT_BLUR_DELAY_MS): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(() => {
      const typing = userFocus();
      for (const field of root.querySelectorAll<TextField>(TEXT_FIELDS)) {
        if (field.disabled) continue;
        field.focus();
        field.blur();
      }
      if (typing?.field.isConnected) {
        typing.field.focus();
        if (typing.start !== null && typing.end !== null) typing.field.setSelectionRange(typing.start, typing.end);
      }
      resolve();
    }, delayMs);
  });
