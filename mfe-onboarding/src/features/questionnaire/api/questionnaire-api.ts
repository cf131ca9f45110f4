import { baseApi } from '@tenant/api-client';
import type { ApiEnvelope, QuestionnaireResponse, QuestionnaireSubmitRequest } from '@tenant/contracts';

/** The questionnaire calls (spec 1§7 POST /api/v1/questionnaire/submit; the questions come from the service). */
// A submit marks the answers read before it stale: Back to the questionnaire shows what was sent.
export const questionnaireApi = baseApi.enhanceEndpoints({ addTagTypes: ['Questionnaire'] }).injectEndpoints({
  endpoints: (build) => ({
    getQuestionnaire: build.query<QuestionnaireResponse, string>({
      query: () => ({ url: '/v1/questionnaire/' }),
      providesTags: ['Questionnaire'],
    }),
    submitQuestionnaire: build.mutation<ApiEnvelope, QuestionnaireSubmitRequest>({
      query: (body) => ({ url: '/v1/questionnaire/submit', method: 'POST', body }),
      invalidatesTags: ['Questionnaire'],
    }),
  }),
});

export const { useGetQuestionnaireQuery, useSubmitQuestionnaireMutation } = questionnaireApi;
