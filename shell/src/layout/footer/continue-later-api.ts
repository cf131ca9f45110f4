import { baseApi } from '@tenant/api-client';
import type { ContinueLaterEmailResponse } from '@tenant/contracts';

export const continueLaterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The application and language come from the route (added by the base query). */
    sendContinueLaterEmail: build.mutation<ContinueLaterEmailResponse, void>({
      query: () => ({ url: '/v1/workflow/send-continue-later-email', method: 'POST' }),
    }),
  }),
});

export const { useSendContinueLaterEmailMutation } = continueLaterApi;
