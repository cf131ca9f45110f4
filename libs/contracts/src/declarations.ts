import { createAction } from '@reduxjs/toolkit';
import type { ApiEnvelope } from './api-envelope.js';
import { withMeta } from './contract-event.js';

// The applicant's declarations: the declaration of veridicity (confirmation step) and the mortgage
// information (mortgage-info step), spec 2§2, 2§3, 2§4, 2§7.

/**
 * POST /api/v1/confirmation/submit. The spec names no call for the confirmation step; this one follows
 * its style (v1, `submit`, the {success, message} envelope).
 */
export interface ConfirmationRequest {
  confirmation: boolean;
}

/** GET /api/v1/confirmation/: the last declaration of this application, to show the step ticked again. */
export interface ConfirmationResponse extends ApiEnvelope {
  confirmed: boolean;
  /** ISO timestamp of the last declaration; null before the first */
  confirmedAt: string | null;
}

/** The applicant declared their information true (spec 2§4 Confirmation); the client address stays with onboarding as evidence. */
export const veridicityDeclared = createAction(
  'confirmation/veridicityDeclared',
  withMeta<{ applicationId: string; applicantId: string; fullName: string | null; declaredAt: string }>(),
);

/** The saved mortgage responses (spec 2§3); amounts in euro with 2 decimals. needFinancing: proof of the own funds is asked for (spec 2§4). */
export interface MortgageInfo {
  identifiedProperty: boolean;
  propertyValue: number | null;
  loanAmount: number | null;
  /** read-only: value − loan */
  funds: number | null;
  /** read-only: integer share of loan to value */
  loanPercentage: number | null;
  sourcesOfFund: string[];
  propertyType: string | null;
  needFinancing: boolean;
}

/**
 * POST /api/v1/mortgage-info/submit (spec 2§7): the responses (the service computes funds and
 * loanPercentage itself, and needFinancing) and the step's confirmation box.
 */
export type MortgageInfoRequest = Omit<MortgageInfo, 'needFinancing'> & { confirmation: boolean };

/** GET /api/v1/mortgage-info/: what was saved, to fill the step again; null before the first save. */
export interface MortgageInfoResponse extends ApiEnvelope {
  data: MortgageInfo | null;
}

/** The stored user's mortgage_info (spec 1§3, 2§3). */
export interface UserMortgageInfo {
  funds: number | null;
  loan_amount: number | null;
  property_value: number | null;
  need_financing: boolean;
  identified_property: boolean;
  loan_percentage: number | null;
  sources_of_fund: string[];
  property_type: string | null;
}

/** The mortgage information was saved (report: the mortgage variant's content). */
export const mortgageInfoSubmitted = createAction('mortgage/infoSubmitted', withMeta<{ applicationId: string } & MortgageInfo>());
