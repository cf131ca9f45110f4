import { baseApi } from '@tenant/api-client';
import type { WorkflowResponse } from '@tenant/contracts';
import { HEADER_APPLICATION_TYPE, HEADER_OCCUPATION } from '@tenant/domain';
import type { ApplicationType } from '@tenant/domain';

export interface WorkflowQuery {
  /** English name of the employment status (spec 1§4). */
  occupation: string;
  applicationType: ApplicationType;
}

export const workflowApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWorkflow: build.query<WorkflowResponse, WorkflowQuery>({
      query: ({ occupation, applicationType }) => ({
        url: '/v1/workflow/',
        headers: { [HEADER_OCCUPATION]: occupation, [HEADER_APPLICATION_TYPE]: applicationType },
      }),
    }),
  }),
});
