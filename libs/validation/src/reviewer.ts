import { object } from 'yup';
import type { InferType } from 'yup';
import { emailSchema } from './applicant.js';
import { verificationCodeSchema } from './signup.js';

/** POST /v1/reviewer/login {email}: a reviewer asks for a one-time code (spec 2§6 Reviewer). */
export const reviewerLoginSchema = object({ email: emailSchema });
export type ReviewerLogin = InferType<typeof reviewerLoginSchema>;

/** POST /v1/reviewer/verify {email, code}: the same code rules as sign-up (spec 1§5). */
export const reviewerVerifySchema = object({ email: emailSchema, code: verificationCodeSchema });
export type ReviewerVerify = InferType<typeof reviewerVerifySchema>;
