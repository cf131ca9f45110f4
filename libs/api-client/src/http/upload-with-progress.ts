import type { UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './base-query.js';
import { defaultBaseUrl, failedCall, sessionHeaders, sessionParams } from './base-query.js';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadRequest {
  /** path under /api, as in a base-query call */
  url: string;
  body: FormData;
  params?: Record<string, string | undefined>;
  onProgress?: (progress: UploadProgress) => void;
}

/** What an RTK Query `queryFn` receives and this helper needs. */
export interface UploadApi {
  getState: () => unknown;
  dispatch: (action: UnknownAction) => unknown;
  signal?: AbortSignal;
}

export type UploadResult<T> = { data: T; error?: undefined } | { error: ApiError; data?: undefined };

const urlWith = (baseUrl: string, path: string, params: Record<string, string | undefined>) => {
  const url = new URL(`${baseUrl}${path}`, globalThis.location?.href ?? 'http://localhost');
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
};

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return text;
  }
};

/**
 * A POST of form data that reports upload progress, for an endpoint's `queryFn`. fetch has no upload
 * progress, so this is XMLHttpRequest with what the base query adds to every call (query parameters,
 * headers, bearer token, credentials) and the same failure handling (401, 402, 422 → ApiError).
 */
export const uploadWithProgress = <T>(request: UploadRequest, api: UploadApi, baseUrl = defaultBaseUrl()): Promise<UploadResult<T>> =>
  new Promise((resolve) => {
    const state = api.getState();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', urlWith(baseUrl, request.url, { ...sessionParams(state), ...request.params }));
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(sessionHeaders(state))) xhr.setRequestHeader(name, value);
    const fail = (error: FetchBaseQueryError) => resolve({ error: failedCall(error, request.url, api.dispatch) });
    xhr.upload.onprogress = (event) => request.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : event.loaded });
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve({ data: data as T });
      else fail({ status: xhr.status, data });
    };
    xhr.onerror = () => fail({ status: 'FETCH_ERROR', error: 'Failed to fetch' });
    xhr.onabort = () => fail({ status: 'FETCH_ERROR', error: 'Aborted' });
    api.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(request.body);
  });
