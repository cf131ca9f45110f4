import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTINUE_LATER_FAILURE_MS } from '@tenant/domain';
import { Button } from '@tenant/ui';
import { useSendContinueLaterEmailMutation } from './continue-later-api.js';

type Stage = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * 'Continue later' (spec 1§2 Shell): the button, then loading, then a success mark; on failure a message
 * shows for CONTINUE_LATER_FAILURE_MS and the button comes back.
 */
export const ContinueLater = () => {
  const { t } = useTranslation('chrome');
  const [send] = useSendContinueLaterEmailMutation();
  const [stage, setStage] = useState<Stage>('idle');

  useEffect(() => {
    if (stage !== 'failed') return;
    const timer = setTimeout(() => setStage('idle'), CONTINUE_LATER_FAILURE_MS);
    return () => clearTimeout(timer);
  }, [stage]);

  const onClick = async () => {
    setStage('sending');
    const result = await send();
    setStage('data' in result && result.data?.success ? 'sent' : 'failed');
  };

  return (
    <div className="shell-continue-later">
      {stage === 'sent' ? null : (
        <Button variant="secondary" loading={stage === 'sending'} loadingLabel={t('ContinueLater.Sending')} disabled={stage === 'failed'} onClick={() => void onClick()}>
          {t('ContinueLater.Button')}
        </Button>
      )}
      <span role="status" className={stage === 'sent' ? 'shell-continue-later__done' : 'ui-visually-hidden'}>
        {stage === 'sent' && (
          <>
            <span aria-hidden="true">✓ </span>
            {t('ContinueLater.Sent')}
          </>
        )}
      </span>
      {stage === 'failed' && (
        <span role="alert" className="shell-continue-later__error">
          {t('ContinueLater.Error')}
        </span>
      )}
    </div>
  );
};
