import { MAX_UPLOAD_BYTES } from '@tenant/domain';
import type { PdfInspection } from '../../documents/pdf/pdf-types.js';
import { finding, PDF_FAILURE_KEYS, type Finding } from '../statement-messages.js';

/** Producers and creators of tools that edit, merge or convert PDFs; a bank's statement is never made with them. */
export const EDITING_TOOLS = [
  'ilovepdf', 'pdfescape', 'sejda', 'smallpdf', 'pdf24', 'pdfsam', 'pdf-xchange', 'foxit', 'nitro', 'pdfelement', 'wondershare',
  'acrobat pro', 'adobe acrobat', 'microsoft word', 'microsoft® word', 'libreoffice', 'openoffice', 'writer', 'canva', 'pdffiller', 'docfly', 'pdf candy',
] as const;
/** A ModDate this long after the CreationDate is a later change, not the end of the bank's own print run. */
export const MODIFIED_AFTER_CREATION_MINUTES = 10;

const MB = 1024 * 1024;

/** The catalogued error of a file that could not be read at all. */
export const checkFileReadable = (inspection: PdfInspection, source: string): Finding[] => {
  if (!inspection.failure) return [];
  const key = PDF_FAILURE_KEYS[inspection.failure];
  const params = inspection.failure === 'too-large' ? { limit: MAX_UPLOAD_BYTES / MB, size: Math.ceil((inspection.sizeBytes / MB) * 10) / 10 } : undefined;
  return [finding(key, source, params ? { params } : {})];
};

/** Signs that the file is not as the bank produced it: an editor's name, a second save, a later modification. */
export const checkTampering = (inspection: PdfInspection, source: string): Finding[] => {
  const findings: Finding[] = [];
  const names = [inspection.producer, inspection.creator].filter((name): name is string => Boolean(name));
  const tool = names.find((name) => EDITING_TOOLS.some((editor) => name.toLowerCase().includes(editor)));
  if (tool) findings.push(finding('BankAccts.Error.NotOriginal.Editor', source, { params: { tool } }));
  if (inspection.incrementalUpdates > 0) findings.push(finding('BankAccts.Error.NotOriginal.IncrementalUpdate', source, { params: { count: inspection.incrementalUpdates } }));
  if (inspection.creationDate && inspection.modDate) {
    const minutes = (Date.parse(inspection.modDate) - Date.parse(inspection.creationDate)) / 60_000;
    if (minutes > MODIFIED_AFTER_CREATION_MINUTES) findings.push(finding('BankAccts.Error.NotOriginal.ModifiedAfterCreation', source));
  }
  return findings;
};
