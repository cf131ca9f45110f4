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

/**
 * After a failed save every text input and text area is focused and then blurred, so each field runs
 * its focus-out validation and shows what is wrong (spec 1§4, 1§9).
 */
export const highlightFields = (root: ParentNode = document, delayMs = FIELD_HIGHLIGHT_BLUR_DELAY_MS): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(() => {
      for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)) {
        if (field.disabled) continue;
        field.focus();
        field.blur();
      }
      resolve();
    }, delayMs);
  });
