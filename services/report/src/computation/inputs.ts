import type {
  ApplicationListing,
  DocumentExtraction,
  DocumentFinding,
  DocumentStatus,
  DocumentType,
  HouseholdPersonSummary,
  IncomeSummary,
  MortgageInfo,
  OtherDocumentSummary,
  PostalAddress,
  StatementFigures,
} from '@tenant/contracts';
import type { ApplicationType } from '@tenant/domain';

/**
 * Everything the report is computed from: the report service's copy of what onboarding, income and
 * payment announced (report-inputs/README in ../report-inputs), one section per event kind. A section
 * is null until its event arrived. Money as the events carry it: euros in onboarding's declarations,
 * integer cents in income's figures.
 */
export interface ReportInputs {
  applicationId: string;
  applicant: { applicantId: string; firstName: string; lastName: string; email: string; mobile: string | null } | null;
  terms: ApplicationTermsInput | null;
  personal: {
    fiscalCode: string | null;
    nationality: string | null;
    /** dd/mm/yyyy as the step saves it, or ISO */
    dateOfBirth: string | null;
    placeOfBirth: string | null;
    address: PostalAddress | null;
  } | null;
  currentAddress: PostalAddress | null;
  identity: { method: string; verifiedAt: string } | null;
  household: HouseholdInput | null;
  incomeDetails: { typeOfContract: string | null; paychecksPerYear: number | null; otherIncomes: string[] | null } | null;
  questionnaire: { answers: { question: string; response: string; details: string }[] } | null;
  veridicity: { declaredAt: string } | null;
  mortgage: MortgageInfo | null;
  income: IncomeSummary | null;
  /** paymentId: the payment that cleared it (its id is the reference of the version it issues), none when waived */
  payment: { cleared: boolean; paymentId?: string | null } | null;
  /** parsed documents, oldest first (deleted ones are gone) */
  documents: InputDocument[];
  /** documents uploaded whose parse has not been announced yet */
  documentsProcessing: number;
}

export interface ApplicationTermsInput {
  applicationType: ApplicationType;
  listingId: string | null;
  rentalPassPartner: boolean;
  listing: ListingInput | null;
}

/** The listing applied for, as onboarding announces it with the application's terms (amounts in euros). */
export type ListingInput = ApplicationListing;

/**
 * A household member or guarantor as household/submitted carried them. Inputs stored from events
 * before they carried e-mail and date of birth lack both: read as null.
 */
export type HouseholdPersonInput = Omit<HouseholdPersonSummary, 'email' | 'dateOfBirth'> & Partial<Pick<HouseholdPersonSummary, 'email' | 'dateOfBirth'>>;

export interface HouseholdInput {
  employmentStatus: string;
  householdMembersCount: string;
  members: HouseholdPersonInput[];
  guarantors: HouseholdPersonInput[];
  hasIncome: boolean;
  hasPets: boolean;
  accessibleHouse: boolean;
  livingSituation: string;
  currentRent: number;
  currentDeposit: number;
  rentArrears: number;
}

/** A document as documents/parsed announced it. */
export interface InputDocument {
  documentId: string;
  applicantId: string;
  documentType: DocumentType;
  /** the uploaded file's name (error_files, other documents) */
  fileName: string | null;
  status: DocumentStatus;
  figures: StatementFigures | null;
  extraction: DocumentExtraction | null;
  findings: DocumentFinding[];
  summary: OtherDocumentSummary | null;
  /** ISO timestamp of the parse */
  parsedAt: string;
}

/** What is not an input but makes the report: its id and when it is generated (the builder reads no clock). */
export interface BuildContext {
  reportId: string;
  generatedAt: Date;
  /** a later version of a paid report keeps the paid period's end (README "Versions"); else generatedAt + the validity */
  validUntil?: Date;
}

/** An empty set of inputs (every section missing), to build on in tests and for a new application. */
export const emptyInputs = (applicationId: string): ReportInputs => ({
  applicationId,
  applicant: null,
  terms: null,
  personal: null,
  currentAddress: null,
  identity: null,
  household: null,
  incomeDetails: null,
  questionnaire: null,
  veridicity: null,
  mortgage: null,
  income: null,
  payment: null,
  documents: [],
  documentsProcessing: 0,
});
