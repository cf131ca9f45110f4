// Test helpers of @tenant/i18n (not part of its runtime entry): the raw-text check.
export { rawTextIn, rawTextReport, readableTextOfHtml } from './raw-text.js';
