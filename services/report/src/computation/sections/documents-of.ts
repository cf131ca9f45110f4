import type { DocumentExtraction, DocumentFinding, DocumentType } from '@tenant/contracts';
import type { InputDocument, ReportInputs } from '../inputs.js';

/** The parsed documents of a type, oldest first. */
export const documentsOf = (inputs: ReportInputs, ...types: DocumentType[]): InputDocument[] => inputs.documents.filter((document) => types.includes(document.documentType));

/** The documents' extractions of one kind. */
export const extractionsOf = <K extends DocumentExtraction['kind']>(documents: InputDocument[], kind: K): { document: InputDocument; extraction: Extract<DocumentExtraction, { kind: K }> }[] =>
  documents.flatMap((document) => (document.extraction?.kind === kind ? [{ document, extraction: document.extraction as Extract<DocumentExtraction, { kind: K }> }] : []));

/** The first blocking finding, else the first warning. */
export const worstFinding = (findings: DocumentFinding[]): DocumentFinding | null => findings.find((finding) => finding.level === 'error') ?? findings.find((finding) => finding.level === 'warning') ?? null;

export const hasFinding = (documents: InputDocument[], ...keys: string[]): boolean => documents.some((document) => document.findings.some((finding) => keys.includes(finding.key)));

/** The name a document is shown by (its file name as announced, else its id). */
export const fileNameOf = (document: InputDocument): string => document.fileName ?? document.documentId;

/** A finding with one of the keys was raised on the documents, or by the checks across them (income's summary). */
export const raised = (inputs: ReportInputs, documents: InputDocument[], ...keys: string[]): boolean =>
  hasFinding(documents, ...keys) || (inputs.income?.findings ?? []).some((finding) => keys.includes(finding.key));
