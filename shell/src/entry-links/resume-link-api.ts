import { baseApi } from '@tenant/api-client';
import type { ResumeLinkResponse } from '@tenant/contracts';
import { QUERY_RESUME_TOKEN } from '@tenant/domain';

/** What a continue-later link's token opens (issue 22). */
export const resumeLinkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    openResumeLink: build.query<ResumeLinkResponse, string>({
      query: (token) => ({ url: '/v1/state/resume-link', params: { [QUERY_RESUME_TOKEN]: token } }),
    }),
  }),
});
