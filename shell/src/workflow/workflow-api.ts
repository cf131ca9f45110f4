import { baseApi } from '@tenant/api-client';
import type { ApiEnvelope, StateResponse, UpdateStepRequest, WorkflowResponse } from '@tenant/contracts';
import { HEADER_APPLICATION_TYPE, HEADER_OCCUPATION } from '@tenant/domain';
import type { ApplicationType } from '@tenant/domain';

export interface WorkflowQuery {
  /** English name of the employment status (spec 1§4). */
  occupation: string;
  applicationType: ApplicationType;
}

/** The workflow engine's calls (spec 1§7): steps per occupation, saved state, step saving. */
export const workflowApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWorkflow: build.query<WorkflowResponse, WorkflowQuery>({
      query: ({ occupation, applicationType }) => ({
        url: '/v1/workflow/',
        headers: { [HEADER_OCCUPATION]: occupation, [HEADER_APPLICATION_TYPE]: applicationType },
      }),
    }),
    getState: build.query<StateResponse, void>({
      query: () => '/v1/state/',
    }),
    updateStep: build.mutation<ApiEnvelope, UpdateStepRequest>({
      query: (body) => ({ url: '/v1/state/update-step', method: 'POST', body }),
    }),
  }),
});
