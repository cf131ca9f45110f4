import { baseApi } from '@tenant/api-client';
import type { ShortCodeResponse, VerifyQrCodeResponse } from '@tenant/contracts';

export const verifyQrCodeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verifyQrCode: build.query<VerifyQrCodeResponse, string>({
      query: (token) => ({ url: '/v1/openapis/verify-qr-code', params: { token } }),
      // A utility call: retried 3 times, 2 s apart, on network and server failures (spec 1§7).
      extraOptions: { utilityRetry: true },
    }),
    /** The token the short code printed under a QR code stands for (the page without a token). */
    shortCode: build.query<ShortCodeResponse, string>({
      query: (code) => ({ url: '/v1/openapis/short-code', params: { code } }),
      extraOptions: { utilityRetry: true },
    }),
  }),
});

export const { useVerifyQrCodeQuery, useLazyShortCodeQuery } = verifyQrCodeApi;
