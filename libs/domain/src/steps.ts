/** Every step router of the fill flow (spec 1§2, 2§2), in the order the spec lists them. */
export const FILL_STEP_ROUTERS = [
  'occupation',
  'sign-up',
  'verify-email',
  'resume-application',
  'personal-details',
  'additional-details',
  'mortgage-info',
  'questionnaire',
  'current-address',
  'income-check',
  'confirmation',
  'parsing-status',
  'payment',
  'result',
] as const;
export type FillStepRouter = (typeof FILL_STEP_ROUTERS)[number];

export const isFillStepRouter = (value: unknown): value is FillStepRouter =>
  typeof value === 'string' && (FILL_STEP_ROUTERS as readonly string[]).includes(value);

/** Steps that validate the session (POST /api/v1/auth/validate) before entry (spec 1§2, 2§2). */
export const GUARDED_STEP_ROUTERS = [
  'personal-details',
  'additional-details',
  'mortgage-info',
  'questionnaire',
  'current-address',
  'income-check',
  'confirmation',
  'parsing-status',
  'payment',
  'result',
] as const satisfies readonly FillStepRouter[];

export const isGuardedStepRouter = (value: unknown): boolean =>
  typeof value === 'string' && (GUARDED_STEP_ROUTERS as readonly string[]).includes(value);

/** Where the rapid result's new application starts (spec 2§4 Result: navigates to IncomeCheck, the step reset to income-check). */
export const NEW_APPLICATION_STEP: FillStepRouter = 'income-check';
