import type { WorkflowStep } from '@tenant/contracts';
import { INITIAL_STEP_INDEX, RESUME_STEP_INDEX, isOrganisationEmail } from '@tenant/domain';
import { firstUnskippedFrom, type StepAt } from './step-navigation.js';

/** A saved index of 0 is moved to RESUME_STEP_INDEX when resuming (spec 1§4). */
export const resumeStepIndex = (savedIndex: number): number => (savedIndex === 0 ? RESUME_STEP_INDEX : savedIndex);

export interface RestoreInput {
  steps: WorkflowStep[];
  saved: { step: number; step_router: string | null };
  /** the step router of the current path, if it is a step */
  currentRouter: string | null;
  email: string | null | undefined;
}

/**
 * Where a restored application continues (spec 1§4): the saved step, unless the current path is already
 * at or beyond it or the user has an organisation e-mail (null: stay). A skipped saved step moves on
 * to the next one that is not skipped.
 */
export const restoreTarget = ({ steps, saved, currentRouter, email }: RestoreInput): StepAt | null => {
  if (isOrganisationEmail(email)) return null;
  const byRouter = saved.step_router ? steps.findIndex((s) => s.router === saved.step_router) : -1;
  const savedIndex = saved.step === 0 ? resumeStepIndex(0) : byRouter >= 0 ? byRouter : saved.step;
  if (savedIndex <= INITIAL_STEP_INDEX || savedIndex >= steps.length) return null;
  const target = firstUnskippedFrom(steps, savedIndex);
  if (!target) return null;
  const currentIndex = currentRouter ? steps.findIndex((s) => s.router === currentRouter) : -1;
  return currentIndex >= target.index ? null : target;
};
