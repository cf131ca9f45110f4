import type { WorkflowStep } from '@tenant/contracts';
import type { ApplicantRole } from '@tenant/domain';

export interface SkipContext {
  applicantRole: ApplicantRole;
  /** the listing's landlord pays the report */
  lanPays: boolean;
}

/** A guarantor skips additional-details (spec 1§4, 1§6). */
export const guarantorSkips = (router: string, { applicantRole }: SkipContext): boolean => applicantRole === 'guarantor' && router === 'additional-details';

/** A listing with lanPays skips payment (spec 1§3, 2§4). */
export const lanPaysSkips = (router: string, { lanPays }: SkipContext): boolean => lanPays && router === 'payment';

const RULES = [guarantorSkips, lanPaysSkips];

/** The server's steps with the applicant's own skips added; `skip` from the server always stays. */
export const applyStepSkips = (steps: WorkflowStep[], context: SkipContext): WorkflowStep[] =>
  steps.map((step) => (!step.skip && RULES.some((rule) => rule(step.router, context)) ? { ...step, skip: true } : step));
