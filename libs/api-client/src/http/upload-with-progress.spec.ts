import type { UnknownAction } from '@reduxjs/toolkit';
import { stubXhr } from '@tenant/api-client/testing';
import { sessionUnauthorized } from '@tenant/contracts';
import { uploadWithProgress } from './upload-with-progress.js';

const state = {
  session: { route: { lang: 'de', appType: 'rapid', applicationId: 'app-1' }, region: 'de', accessToken: 'token-1' },
};
const fileForm = () => {
  const body = new FormData();
  body.append('file', new Blob(['%PDF-1.7 statement'], { type: 'application/pdf' }), 'statement.pdf');
  return body;
};

describe(uploadWithProgress.name, () => {
  it('sends what the base query sends (params, headers, bearer, credentials) and reports progress', async () => {
    const stub = stubXhr([{ path: '/api/v1/bank-account/upload' }]);
    const progress: number[] = [];
    const pending = uploadWithProgress<{ document_id: string }>(
      { url: '/v1/bank-account/upload', body: fileForm(), onProgress: ({ loaded, total }) => progress.push(loaded / total) },
      { getState: () => state, dispatch: () => undefined },
      'http://localhost/api',
    );
    const [request] = stub.requests;
    expect(request.url.searchParams.get('application_id')).toBe('app-1');
    expect(request.url.searchParams.get('lang')).toBe('de');
    expect(request.headers).toEqual({ 'application-type': 'rapid', region: 'de', authorization: 'Bearer token-1' });
    expect(request.withCredentials).toBe(true);

    request.progress(9, 18);
    request.respond({ body: { success: true, document_id: 'doc-1' } });

    await expect(pending).resolves.toEqual({ data: { success: true, document_id: 'doc-1' } });
    expect(progress).toEqual([0.5, 1]);
  });

  it('turns a 401 into sessionUnauthorized and a 422 into its first message', async () => {
    const dispatched: UnknownAction[] = [];
    const api = { getState: () => state, dispatch: (action: UnknownAction) => dispatched.push(action) };
    stubXhr([
      { path: '/api/a', respond: { status: 401, body: { success: false } } },
      { path: '/api/b', respond: { status: 422, body: { msg: [{ msg: 'too big', loc_msg: 'Upload.Error.MaxFileSize' }] } } },
    ]);

    await expect(uploadWithProgress({ url: '/a', body: fileForm() }, api, 'http://localhost/api')).resolves.toMatchObject({ error: { status: 401 } });
    expect(dispatched.map((a) => a.type)).toEqual([sessionUnauthorized.type]);
    await expect(uploadWithProgress({ url: '/b', body: fileForm() }, api, 'http://localhost/api')).resolves.toMatchObject({
      error: { status: 422, message: 'Upload.Error.MaxFileSize' },
    });
  });
});
