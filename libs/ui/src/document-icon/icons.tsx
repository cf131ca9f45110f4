import type { ReactNode } from 'react';

/** Document kinds drawn inline (spec 1§3 occupation documents); any other icon value is an image URL. */
export const DOCUMENT_ICON_CODES = ['PASSPORT', 'BANK_STATEMENT', 'PAYSLIP', 'FISCAL_DOC', 'FISCAL_CARD', 'ID_CARD', 'PAPER_ID'] as const;
export type DocumentIconCode = (typeof DOCUMENT_ICON_CODES)[number];

export const isDocumentIconCode = (value: string): value is DocumentIconCode => (DOCUMENT_ICON_CODES as readonly string[]).includes(value);

const page = <path d="M6 2.75h8.5L19 7.25V21.25H6Z" />;
const fold = <path d="M14.5 2.75v4.5H19" />;

/** 24×24 line drawings; stroke and fill colours come from the CSS (theme custom properties). */
export const DOCUMENT_ICON_PATHS: Record<DocumentIconCode, ReactNode> = {
  PASSPORT: (
    <>
      <rect x="5" y="2.75" width="14" height="18.5" rx="1.5" />
      <circle cx="12" cy="10" r="3.5" />
      <path d="M8.5 10h7M12 6.5c-1.4 1.9-1.4 5.1 0 7M12 6.5c1.4 1.9 1.4 5.1 0 7M9 17.25h6" />
    </>
  ),
  BANK_STATEMENT: (
    <>
      <path d="M3.5 9 12 4l8.5 5Z" />
      <path d="M5.5 10.5v6.5M9.5 10.5v6.5M14.5 10.5v6.5M18.5 10.5v6.5M3.5 19.5h17" />
    </>
  ),
  PAYSLIP: (
    <>
      {page}
      {fold}
      <path d="M14.5 11.5a3 3 0 1 0 0 4.5M9.5 13h4M9.5 14.5h4" />
    </>
  ),
  FISCAL_DOC: (
    <>
      {page}
      {fold}
      <path d="M9 11h7M9 14h7M9 17h4" />
    </>
  ),
  FISCAL_CARD: (
    <>
      <rect x="2.75" y="5.75" width="18.5" height="12.5" rx="1.5" />
      <path d="M2.75 9.5h18.5M6 14.5h5M14.5 14.5h3" />
    </>
  ),
  ID_CARD: (
    <>
      <rect x="2.75" y="5.75" width="18.5" height="12.5" rx="1.5" />
      <circle cx="8" cy="11" r="1.75" />
      <path d="M5.25 15.5c.5-1.6 1.5-2.4 2.75-2.4s2.25.8 2.75 2.4M13.5 10h5M13.5 13h5" />
    </>
  ),
  PAPER_ID: (
    <>
      <path d="M4 4.75h16v14.5H4Z" />
      <path d="M12 4.75v14.5" />
      <circle cx="8" cy="10" r="1.75" />
      <path d="M5.5 15c.4-1.4 1.3-2.1 2.5-2.1s2.1.7 2.5 2.1M14.5 9h3.5M14.5 12h3.5M14.5 15h3.5" />
    </>
  ),
};
