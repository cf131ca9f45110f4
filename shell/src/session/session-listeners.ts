import { selectRoute } from '@tenant/bus';
import { paymentRequired, sessionStarted, sessionTimedOut, sessionUnauthorized } from '@tenant/contracts';
import type { FillStepRouter } from '@tenant/domain';
import type { Navigate, ShellStartListening } from '../platform/shell-listeners.js';
import { fillPath } from '../platform/paths.js';
import { workflowSlice } from '../workflow/workflow-slice.js';
import { clearAccessToken, storeAccessToken } from './session-storage.js';

const RESULT_STEP: FillStepRouter = 'result';
const PAYMENT_STEP: FillStepRouter = 'payment';

/** Session rules (spec 1§4, 2§4): 401 → unauthorized, inactivity → timeout, 402 on result → payment. */
export const startSessionListeners = (startListening: ShellStartListening, navigate: Navigate) => {
  startListening({
    actionCreator: sessionStarted,
    effect: ({ payload }) => storeAccessToken(payload.accessToken),
  });

  startListening({
    actionCreator: sessionUnauthorized,
    effect: (_action, api) => {
      const route = selectRoute(api.getState());
      api.dispatch(workflowSlice.actions.sessionInterrupted(route));
      clearAccessToken();
      navigate(`/${route.lang}/unauthorized`);
    },
  });

  startListening({
    actionCreator: sessionTimedOut,
    effect: (_action, api) => {
      const route = selectRoute(api.getState());
      api.dispatch(workflowSlice.actions.sessionInterrupted(route));
      clearAccessToken();
      navigate(`/${route.lang}/timeout`);
    },
  });

  startListening({
    actionCreator: paymentRequired,
    effect: (_action, api) => {
      const route = selectRoute(api.getState());
      if (route.stepRouter === RESULT_STEP) navigate(fillPath(route, PAYMENT_STEP));
    },
  });
};
