import { createAction } from '@reduxjs/toolkit';
import type { ApiEnvelope } from './api-envelope.js';
import { withMeta } from './contract-event.js';

// Household and self-disclosure: additional details and the questionnaire (spec 1§3, 1§5).

/** A household member as the additional-details call carries it (spec 1§3). */
export interface HouseholdMember {
  fullname: string;
  email: string;
  /** dd/mm/yyyy */
  date_of_birth: string;
  relationship: string;
  role: string;
}

export interface Guarantor {
  fullname: string;
  email: string;
  role: string;
  relationship: string;
}

/** POST /api/v2/personal-details/submit/additional (spec 1§3, 1§7): labels in English. */
export interface AdditionalDetailsRequest {
  employmentStatus: string;
  /** 'adults,minors' */
  householdMembersCount: string;
  hhMembers: HouseholdMember[];
  guarantors: Guarantor[];
  hasIncome: boolean;
  hasPets: boolean;
  petsDetails: string;
  accessibleHouse: boolean;
  livingSituation: string;
  /** euro, 2 decimals */
  currentRent: number;
  currentDeposit: number;
  rentArrears: number;
  rentArrearsExplanation: string;
  landlordName: string;
  /** dd/mm/yyyy or empty */
  tenancyStartDate: string;
  tenancyEndDate: string;
  extraTenancyInfo: string;
  /** the non-mortgage confirmation checkbox */
  confirmation: boolean;
}

/** POST /api/v2/personal-details/submit/employed-additional */
export interface EmployedAdditionalRequest {
  typeOfContract: string;
  paychecksPerYear: number;
}

/** POST /api/v2/personal-details/submit/other-incomes: comma-joined options */
export interface OtherIncomesRequest {
  otherIncomes: string;
}

/** GET /api/v2/personal-details/additional: what was saved, to fill the form again */
export interface AdditionalDetailsResponse extends ApiEnvelope {
  data: (AdditionalDetailsRequest & Partial<EmployedAdditionalRequest> & OtherIncomesRequest) | null;
}

/** A household member or guarantor as household/submitted carries them to the report (spec 2§3 guarantors, hh_members). */
export interface HouseholdPersonSummary {
  fullname: string;
  relationship: string;
  role: string;
  invited: boolean;
  email: string | null;
  /** dd/mm/yyyy as the step saves it; members only (null for guarantors) */
  dateOfBirth: string | null;
}

/** The additional details were saved (spec 1§3) by the application's owner (applicantId); invitation codes never travel in events. */
export const householdSubmitted = createAction(
  'household/submitted',
  withMeta<{
    applicationId: string;
    applicantId: string;
    employmentStatus: string;
    householdMembersCount: string;
    members: HouseholdPersonSummary[];
    guarantors: HouseholdPersonSummary[];
    hasIncome: boolean;
    hasPets: boolean;
    accessibleHouse: boolean;
    livingSituation: string;
    currentRent: number;
    currentDeposit: number;
    rentArrears: number;
  }>(),
);

/**
 * The applicant's declared income details were saved (spec 1§7 submit/employed-additional and
 * submit/other-incomes): each event carries the whole saved picture, so the newest one is the truth.
 * typeOfContract and paychecksPerYear are null until the employed details are given; otherIncomes
 * is null until the question was answered ([] for "none").
 */
export const incomeDetailsSubmitted = createAction(
  'household/incomeDetailsSubmitted',
  withMeta<{
    applicationId: string;
    applicantId: string;
    typeOfContract: string | null;
    paychecksPerYear: number | null;
    otherIncomes: string[] | null;
  }>(),
);

/** A self-disclosure question as the service serves it; key and params make its text (spec 1§2). */
export interface QuestionnaireQuestion {
  /** 1-based position */
  position: number;
  code: string;
  key: string;
  params: Record<string, number>;
}

export type QuestionnaireResponseValue = 'YES' | 'NO' | 'PNTS';

/** Questionnaire answer (spec 1§3) */
export interface QuestionnaireAnswer {
  question: string;
  response: QuestionnaireResponseValue;
  details: string;
}

/** GET /api/v1/questionnaire/: the questions and any answers saved before */
export interface QuestionnaireResponse extends ApiEnvelope {
  questions: QuestionnaireQuestion[];
  answers: QuestionnaireAnswer[];
  sincerityAccepted: boolean;
  creditAgencyConsent: boolean;
}

/** POST /api/v1/questionnaire/submit */
export interface QuestionnaireSubmitRequest {
  questionnaire: QuestionnaireAnswer[];
  sincerityAccepted: boolean;
  creditAgencyConsent: boolean;
}

/** The self-disclosure questionnaire was submitted complete (spec 1§4). */
export const questionnaireSubmitted = createAction(
  'questionnaire/submitted',
  withMeta<{
    applicationId: string;
    answers: { question: string; response: string; details: string }[];
    sincerityAccepted: boolean;
    creditAgencyConsent: boolean;
  }>(),
);
