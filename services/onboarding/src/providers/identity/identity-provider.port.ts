export type IdentState = 'pending' | 'verified' | 'failed';

export interface IdentRequest {
  /** our reference (the verification id), echoed by the provider */
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface StartedIdent {
  identId: string;
  /** where the applicant identifies (opened in a new tab) */
  url: string;
}

export interface IdentResult {
  state: IdentState;
  /** lower-case method: webid, psd2, photo_id, bank_id, … (null until known) */
  method: string | null;
  completedAt: Date | null;
}

/** The identity-verification provider (video ident / bank ident), spec 1§4. */
export abstract class IdentityProvider {
  abstract start(request: IdentRequest): Promise<StartedIdent>;
  abstract status(identId: string): Promise<IdentResult>;
}
