import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { createTenantBaseQuery, withUtilityRetry, type ApiError, type RequestSession, type TenantQueryOptions } from '@tenant/api-client';
import type { ReportSummaryResponse, VerifyQrCodeResponse } from '@tenant/contracts';
import { DEFAULT_REGION, type Language } from '@tenant/domain';

/** What a partner module's own store knows: the product's API and the language (no session, no application). */
interface PartnerSession extends RequestSession {
  apiBase: string;
}

const partnerSession = createSlice({
  name: 'session',
  initialState: { apiBase: '', route: { lang: 'it', appType: null, applicationId: null }, region: DEFAULT_REGION, accessToken: null } as PartnerSession,
  reducers: {
    configured: (state, action: PayloadAction<{ apiBase: string; lang: Language }>) => {
      state.apiBase = action.payload.apiBase.replace(/\/+$/, '');
      state.route.lang = action.payload.lang;
    },
  },
});

/** One base query per API base (a page may host modules of several products), each with the utility retry. */
const baseQueries = new Map<string, BaseQueryFn<string | FetchArgs, unknown, ApiError, TenantQueryOptions>>();
const partnerBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, TenantQueryOptions> = (args, api, extra) => {
  const { apiBase } = (api.getState() as { session: PartnerSession }).session;
  let baseQuery = baseQueries.get(apiBase);
  if (!baseQuery) baseQueries.set(apiBase, (baseQuery = withUtilityRetry(createTenantBaseQuery(apiBase))));
  // No cookies to another site: the partner's page makes only public calls, and the API lets partner
  // origins read answers only of requests without credentials.
  return baseQuery({ ...(typeof args === 'string' ? { url: args } : args), credentials: 'omit' }, api, extra);
};

/** The public calls a partner's page makes to the product (spec 2§7 openapis), retried 3 times 2 s apart. */
export const partnerApi = createApi({
  reducerPath: 'reportPartnerApi',
  baseQuery: partnerBaseQuery,
  endpoints: (build) => ({
    verifyQrCode: build.query<VerifyQrCodeResponse, string>({
      query: (token) => ({ url: '/v1/openapis/verify-qr-code', params: { token } }),
      extraOptions: { utilityRetry: true },
    }),
    reportSummary: build.query<ReportSummaryResponse, string>({
      query: (token) => ({ url: '/v1/openapis/report-summary', params: { token } }),
      extraOptions: { utilityRetry: true },
    }),
  }),
});

export const { useVerifyQrCodeQuery, useReportSummaryQuery } = partnerApi;

/** A store of the module's own: the partner's page has none, and the shell's is not there. */
export const createPartnerStore = (apiBase: string, lang: Language) => {
  const store = configureStore({
    reducer: { session: partnerSession.reducer, [partnerApi.reducerPath]: partnerApi.reducer },
    middleware: (getDefault) => getDefault().concat(partnerApi.middleware),
  });
  store.dispatch(partnerSession.actions.configured({ apiBase, lang }));
  return store;
};

export const { configured: partnerConfigured } = partnerSession.actions;
