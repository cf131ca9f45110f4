import { APPLICATION_TYPES, EMPLOYMENT_STATUSES, type ApplicationType, type EmploymentStatus, type FillStepRouter } from '@tenant/domain';
import type { WorkflowStep } from '@tenant/contracts';

export interface WorkflowSeed {
  occupationRef: EmploymentStatus;
  applicationType: ApplicationType;
  steps: WorkflowStep[];
}

const label = (router: FillStepRouter) =>
  `Workflow.Step.${router.replace(/(^|-)(\w)/g, (_, _dash: string, c: string) => c.toUpperCase())}`;

const step = (router: FillStepRouter, hidden = false): WorkflowStep => ({ router, label: label(router), hidden, skip: false });

/** The full rent flow (spec 1§2, 2§2). verify-email and resume-application belong to sign-up in the navigation. */
const RENT_FLOW: WorkflowStep[] = [
  step('occupation'),
  step('sign-up'),
  step('verify-email', true),
  step('resume-application', true),
  step('personal-details'),
  step('current-address'),
  step('additional-details'),
  step('questionnaire'),
  step('income-check'),
  step('confirmation'),
  step('payment'),
  step('parsing-status'),
  step('result'),
];

const MORTGAGE_FLOW: WorkflowStep[] = RENT_FLOW.flatMap((s) => (s.router === 'questionnaire' ? [s, step('mortgage-info')] : [s]));

/** The short flow of rapid applications and of Hybrid-employed (partner entry, spec 2§4): straight to the documents. */
const RAPID_FLOW: WorkflowStep[] = [
  step('occupation', true),
  step('sign-up'),
  step('verify-email', true),
  step('income-check'),
  step('parsing-status'),
  step('result'),
];

export const workflowStepsFor = (occupationRef: EmploymentStatus, applicationType: ApplicationType): WorkflowStep[] => {
  if (applicationType === 'rapid' || occupationRef === 'Hybrid-employed') return RAPID_FLOW;
  return applicationType === 'mortgage' ? MORTGAGE_FLOW : RENT_FLOW;
};

export const WORKFLOW_SEEDS: WorkflowSeed[] = EMPLOYMENT_STATUSES.flatMap((occupationRef) =>
  APPLICATION_TYPES.map((applicationType) => ({ occupationRef, applicationType, steps: workflowStepsFor(occupationRef, applicationType) })),
);
