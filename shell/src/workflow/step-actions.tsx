import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from '@tenant/bus';
import { selectContinueEnabled, selectContinueSaving, selectStepError } from '@tenant/bus';
import { continuePressed, stepBackRequested, stepErrorDismissed } from '@tenant/contracts';
import { DEFAULT_CONTINUE_LABEL } from '@tenant/domain';
import { Button, ErrorBanner } from '@tenant/ui';
import { previousStepBefore } from './rules/step-navigation.js';
import { useServerText } from './use-server-text.js';
import { selectEffectiveSteps } from './workflow-slice.js';

/**
 * The shared step buttons (spec 1§4): the step's closable error banner, Back to the previous step not skipped,
 * and Continue, disabled unless the step enables it and while its save handler runs.
 */
export const StepActions = ({ stepRouter }: { stepRouter: string }) => {
  const { t } = useTranslation('workflow');
  const serverText = useServerText();
  const dispatch = useDispatch();
  const enabled = useSelector((state: RootState) => selectContinueEnabled(state, stepRouter));
  const saving = useSelector(selectContinueSaving);
  const error = useSelector((state: RootState) => selectStepError(state, stepRouter));
  const hasPrevious = useSelector((state: RootState) => previousStepBefore(selectEffectiveSteps(state), stepRouter) !== null);

  return (
    <div className="workflow-step-actions">
      {error && <ErrorBanner message={serverText(error)} onClose={() => dispatch(stepErrorDismissed({ stepRouter }))} closeLabel={t('Workflow.Close')} />}
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: '1rem', marginTop: '1.5rem' }}>
        {hasPrevious ? (
          <Button variant="secondary" disabled={saving} onClick={() => dispatch(stepBackRequested({}))}>
            {t('Workflow.Back')}
          </Button>
        ) : (
          <span />
        )}
        <Button
          disabled={!enabled}
          loading={saving}
          loadingLabel={t('Workflow.Saving')}
          aria-describedby={!enabled && !saving ? 'workflow-continue-why' : undefined}
          onClick={() => dispatch(continuePressed({ stepRouter }))}
        >
          {t(DEFAULT_CONTINUE_LABEL)}
        </Button>
      </div>
      {/* a disabled Continue says why (spec 1§4 keeps it disabled until the step's answers are complete) */}
      {!enabled && !saving && (
        <p id="workflow-continue-why" className="workflow-continue-why">
          {t('Workflow.ContinueDisabled')}
        </p>
      )}
    </div>
  );
};
