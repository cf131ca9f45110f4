import { baseApi } from '@tenant/api-client';
import type { ApiEnvelope, QuestionnaireResponse, QuestionnaireSubmitRequest } from '@tenant/contracts';

/** The questionnaire calls (spec 1§7 POST /api/v1/questionnaire/submit; the questions come from the service). */
export const questionnaireApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getQuestionnaire: build.query<QuestionnaireResponse, string>({
      query: () => ({ url: '/v1/questionnaire/' }),
    }),
    submitQuestionnaire: build.mutation<ApiEnvelope, QuestionnaireSubmitRequest>({
      query: (body) => ({ url: '/v1/questionnaire/submit', method: 'POST', body }),
    }),
  }),
});

export const { useGetQuestionnaireQuery, useSubmitQuestionnaireMutation } = questionnaireApi;
