import type { DocumentEntity } from '../entities/document.entity.js';
import type { ApplicantFacts } from '../applicants/applicant-facts.js';
import type { ParseOutcome } from './parse-outcome.js';

/** What a parse compares a document with: the applicant (from onboarding's events), today, and the application's other statements. */
export interface ParseContext {
  applicant: ApplicantFacts | null;
  /** ISO date */
  today: string;
  /** the application's statements parsed before this one, oldest first */
  earlierStatements: Pick<DocumentEntity, 'id' | 'sha256' | 'statement'>[];
  /** the application's payslips parsed before this one, oldest first (duplicates; the same applicant's: employer changed) */
  earlierPayslips: Pick<DocumentEntity, 'id' | 'sha256' | 'extraction' | 'applicantId'>[];
}

/** Reads one kind of document: its findings and what it extracted. */
export type DocumentParser = (document: DocumentEntity, bytes: Uint8Array, context: ParseContext) => Promise<ParseOutcome>;
