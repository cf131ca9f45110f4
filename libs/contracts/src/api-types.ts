import type { ApplicantRole } from '@tenant/domain';

/** Every answer carries success and, on failure, a message (spec 1§7). */
export interface ApiEnvelope {
  success: boolean;
  message?: string;
}
/** 422 answers carry a msg list; loc_msg is preferred when present (spec 1§8). */
export interface ValidationErrorItem {
  msg: string;
  loc_msg?: string;
  loc?: string[];
}
export interface ValidationErrorEnvelope extends ApiEnvelope {
  msg: ValidationErrorItem[];
}

/** Required document of an occupation (spec 1§3). key and description are translation keys. */
export interface RequiredDocument {
  ref: string;
  key: string;
  description: string;
  icon: string;
  is_ORed: boolean;
}
export interface IncomeCheckField {
  name: string;
  optional: boolean;
  supported_types: string[];
}
export interface Occupation {
  id: number;
  key: string;
  ref: string;
  description: string;
  documents: RequiredDocument[];
  icon: string;
  income_check_fields: IncomeCheckField[];
  isSelected: boolean;
  hidden: boolean;
}
export interface OccupationsResponse extends ApiEnvelope {
  occupations: Occupation[];
}
export interface OccupationsQuery {
  role?: ApplicantRole;
}

export interface WorkflowStep {
  router: string;
  label: string;
  hidden: boolean;
  skip: boolean;
}
export interface WorkflowResponse extends ApiEnvelope {
  workflow: WorkflowStep[];
  hidden_routes: string[];
}

export interface VerificationCertificate {
  applicant_name: string;
  created_at: string;
}
export interface VerifyQrCodeResponse extends ApiEnvelope {
  certificate?: VerificationCertificate;
}

export interface AuthValidateResponse extends ApiEnvelope {
  user_id?: string;
}
