import { baseApi } from '@tenant/api-client';
import type { ApiEnvelope, LinkApplicationsResponse, UncompleteApplicationsResponse } from '@tenant/contracts';

/** The resume calls (spec 1§7): unfinished applications, linking an invitation, dropping the current application. */
export const resumeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUncompleteApplications: build.query<UncompleteApplicationsResponse, void>({
      query: () => '/v1/state/uncomplete-applications',
    }),
    linkApplications: build.mutation<LinkApplicationsResponse, string>({
      query: (invitationCode) => ({ url: '/v1/state/link-applications', params: { invitation_code: invitationCode } }),
    }),
    deleteApplication: build.mutation<ApiEnvelope, string>({
      query: (applicationId) => ({ url: '/v1/signup/delete-application', method: 'POST', params: { delete_application_id: applicationId } }),
    }),
    sendContinueLaterEmail: build.mutation<ApiEnvelope, void>({
      query: () => ({ url: '/v1/workflow/send-continue-later-email', method: 'POST' }),
    }),
  }),
});

export const { useGetUncompleteApplicationsQuery, useLinkApplicationsMutation, useDeleteApplicationMutation, useSendContinueLaterEmailMutation } = resumeApi;
