import { createAction } from '@reduxjs/toolkit';
import type { ApiEnvelope } from './api-envelope.js';
import { withMeta } from './contract-event.js';

// Report and its verification certificate (spec 2§3, 2§4).

export interface VerificationCertificate {
  applicant_name: string;
  created_at: string;
}

export interface VerifyQrCodeResponse extends ApiEnvelope {
  certificate?: VerificationCertificate;
}

/** A report is ready; the shell posts COMPLETED to an embedding parent window. */
export const reportCompleted = createAction('report/completed', withMeta<{ applicationId: string; reportId: string }>());
