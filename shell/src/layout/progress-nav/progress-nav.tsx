import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@tenant/ui';
import { useSelector } from 'react-redux';
import type { WorkflowStep } from '@tenant/contracts';
import { selectEffectiveSteps } from '../../workflow/workflow-slice.js';
import { PAYMENT_STEP, usePaymentSettled } from './payment-progress.js';

/** Steps flagged hidden or skip (by the server, or for guarantors and lanPays listings) are not listed (spec 1§2 Shell). */
export const visibleSteps = (steps: WorkflowStep[]) => steps.filter((step) => !step.hidden && !step.skip);

/** Below this width the steps take one line: 'Step 3 of 11' with the list behind a disclosure. */
const NARROW = '(max-width: 40rem)';
const narrowQuery = () => globalThis.matchMedia?.(NARROW);
const subscribeNarrow = (onChange: () => void) => {
  const query = narrowQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const useNarrowScreen = () => useSyncExternalStore(subscribeNarrow, () => narrowQuery()?.matches ?? false, () => false);

/** Progress navigation of the visible workflow steps, the current one marked, those before it and a settled payment done; compact on a phone. */
export const ProgressNav = ({ currentStep }: { currentStep: string | null }) => {
  const { t } = useTranslation('chrome');
  const steps = useSelector(selectEffectiveSteps);
  const narrow = useNarrowScreen();
  const visible = visibleSteps(steps);
  // A step not listed itself (hidden, e.g. verify-email) counts as the last listed step before it.
  const position = steps.findIndex((step) => step.router === currentStep);
  const currentIndex = visible.reduce((found, step, index) => (steps.indexOf(step) <= position ? index : found), -1);
  const paymentSettled = usePaymentSettled(visible.findIndex((step) => step.router === PAYMENT_STEP) > currentIndex, currentStep);
  if (!visible.length) return null;
  const list = (
    <ol>
      {visible.map((step, index) => {
        const done = index < currentIndex || (index > currentIndex && step.router === PAYMENT_STEP && paymentSettled);
        const state = done ? 'done' : index === currentIndex ? 'current' : 'todo';
        return (
          <li key={step.router} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="shell-progress__marker" aria-hidden="true">
              {state === 'done' ? <CheckIcon /> : index + 1}
            </span>
            <span>{t(step.label)}</span>
            {state === 'done' && <span className="ui-visually-hidden">({t('Nav.Completed')})</span>}
          </li>
        );
      })}
    </ol>
  );
  return (
    <nav className="shell-progress" aria-label={t('Nav.Label')}>
      {narrow ? (
        <details className="shell-progress__compact">
          <summary>
            {t('Nav.StepOf', { current: Math.max(currentIndex, 0) + 1, total: visible.length })}
            {currentIndex >= 0 && <>: {t(visible[currentIndex].label)}</>}
          </summary>
          {list}
        </details>
      ) : (
        list
      )}
    </nav>
  );
};
