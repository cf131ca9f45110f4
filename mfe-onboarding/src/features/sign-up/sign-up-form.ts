import type { SignupRequest } from '@tenant/contracts';
import type { ApplicationType } from '@tenant/domain';
import { emailSchema, personNameSchema, signupUserSchema } from '@tenant/validation';

export interface SignUpFormValues {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  privacy_policy_consented: boolean;
  marketing_consented: boolean;
  data_processing_consented: boolean;
}

/** The field rules as the inputs check them on input and focus-out (the same schemas as the server). */
export const isValidName = (value: string) => personNameSchema.isValidSync(value);
export const isValidEmail = (value: string) => emailSchema.isValidSync(value);

export const toSignupRequest = (
  values: SignUpFormValues,
  context: { applicationType: ApplicationType; employmentStatus: string; listingId: string | null; invitationCode: string | null; hideNav: boolean },
): SignupRequest => {
  const cast = signupUserSchema.cast(values, { context: { applicationType: context.applicationType } });
  return {
  ...cast,
  mobile: context.applicationType === 'rapid' ? undefined : cast.mobile,
  employment_status: context.employmentStatus,
  listing_id: context.listingId,
  invitation_code: context.invitationCode,
  hide_nav: context.hideNav,
  };
};
