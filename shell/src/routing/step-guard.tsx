import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { selectLang } from '@tenant/bus';
import { isGuardedStepRouter } from '@tenant/domain';
import { Spinner } from '@tenant/ui';
import { authApi } from '../session/auth-api.js';

type GuardState = 'checking' | 'allowed' | 'refused';

/**
 * Guarded steps validate the session (POST /api/v1/auth/validate) before entry; a refusal sends the
 * user to /{lang}/unauthorized (spec 1§2). Every entry checks again.
 */
export const StepGuard = ({ stepRouter, children }: { stepRouter: string; children: ReactNode }) => {
  const guarded = isGuardedStepRouter(stepRouter);
  const { t } = useTranslation('workflow');
  const lang = useSelector(selectLang);
  const { pathname } = useLocation();
  const [validate] = authApi.useValidateSessionMutation();
  const [state, setState] = useState<{ path: string; result: GuardState }>({ path: pathname, result: 'checking' });

  useEffect(() => {
    if (!guarded) return;
    let current = true;
    setState({ path: pathname, result: 'checking' });
    validate()
      .unwrap()
      .then((answer) => current && setState({ path: pathname, result: answer.success ? 'allowed' : 'refused' }))
      .catch(() => current && setState({ path: pathname, result: 'refused' }));
    return () => {
      current = false;
    };
  }, [guarded, pathname, validate]);

  if (!guarded) return children;
  const result = state.path === pathname ? state.result : 'checking';
  if (result === 'refused') return <Navigate to={`/${lang}/unauthorized`} replace />;
  if (result === 'checking') return <Spinner label={t('Workflow.CheckingSession')} />;
  return children;
};
