import type { Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { mixed, type StringSchema } from 'yup';
import {
  HOUSEHOLD_MESSAGES,
  additionalDetailsSchema,
  employedAdditionalSchema,
  guarantorSchema,
  householdMemberSchema,
  otherIncomesSchema,
  validateAll,
  type AdditionalDetailsContext,
} from '@tenant/validation';
import { EMPLOYED, type AdditionalDetailsForm, type GuarantorDraft, type MemberDraft } from './form.js';
import { toRequestsShape } from './to-request.js';

/** A field of the employed-additional body: its shared rule applies to the employed only. */
const employed = <S>(field: S) => mixed().when('employmentStatus', { is: EMPLOYED, then: () => field as never });

/**
 * Every rule the service applies to the three bodies, on the same schemas (libs/validation), plus what only
 * the form knows: other incomes must be chosen when the flag is ticked. It checks the form as the bodies it
 * becomes, so a message sits at the body's field (`householdMembersCount` for the household size).
 */
export const additionalDetailsFormSchema = additionalDetailsSchema
  .shape({
    typeOfContract: employed(employedAdditionalSchema.fields.typeOfContract),
    paychecksPerYear: employed(employedAdditionalSchema.fields.paychecksPerYear),
    otherIncomes: (otherIncomesSchema.fields.otherIncomes as StringSchema).when('hasIncome', { is: true, then: (schema) => schema.required(HOUSEHOLD_MESSAGES.otherIncomes) }),
  })
  .transform((_value, form: AdditionalDetailsForm) => toRequestsShape(form));

/** The fields the schema checks, in its order: Continue and the error summary list their messages in it. */
export const CHECKED_FIELDS = Object.keys(additionalDetailsFormSchema.fields);

/** The resolver of the form: its `context` (AdditionalDetailsContext) feeds the schema's same-name, role and confirmation rules. */
export const additionalDetailsResolver = yupResolver(additionalDetailsFormSchema) as unknown as Resolver<AdditionalDetailsForm, AdditionalDetailsContext>;

/** Why a draft cannot be added yet: the block's message (MissingInfo when a required part is missing) and each refused field's. */
export interface DraftProblem {
  message: string;
  fields: Record<string, string>;
}

export const memberDraftProblem = (draft: MemberDraft, context: AdditionalDetailsContext): DraftProblem | null => problemOf(validateAll(householdMemberSchema, draft, 'body', context));
export const guarantorDraftProblem = (draft: GuarantorDraft, context: AdditionalDetailsContext): DraftProblem | null => problemOf(validateAll(guarantorSchema, draft, 'body', context));

const problemOf = (result: ReturnType<typeof validateAll>): DraftProblem | null => {
  if (result.ok) return null;
  const fields: Record<string, string> = {};
  for (const error of result.errors) if (error.loc?.[1]) fields[error.loc[1]] ??= error.msg;
  return { message: result.errors.find((e) => e.msg === HOUSEHOLD_MESSAGES.missingInfo)?.msg ?? result.errors[0].msg, fields };
};

/** Something typed into a member or guarantor that was not added (spec 1§5 UnsavedValues). */
export const hasUnsavedDraft = (form: AdditionalDetailsForm): boolean =>
  [form.memberDraft.fullname, form.memberDraft.email, form.memberDraft.date_of_birth, form.memberDraft.relationship, form.guarantorDraft.fullname, form.guarantorDraft.email].some(
    (value) => value.trim() !== '',
  );
