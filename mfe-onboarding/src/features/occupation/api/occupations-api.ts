import { baseApi } from '@tenant/api-client';
import type { OccupationsQuery, OccupationsResponse } from '@tenant/contracts';

export const occupationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOccupations: build.query<OccupationsResponse, OccupationsQuery>({
      query: ({ role }) => ({ url: '/v1/workflow/occupations', params: { role } }),
    }),
  }),
});

export const { useGetOccupationsQuery } = occupationsApi;
