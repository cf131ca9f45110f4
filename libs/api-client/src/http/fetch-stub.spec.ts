import { restoreFetchStubs, stubFetch } from '@tenant/api-client/testing';

describe(restoreFetchStubs.name, () => {
  it('puts back the real fetch after every stub still installed, newest first', async () => {
    const real = globalThis.fetch;
    stubFetch([{ path: '/a', respond: { body: { from: 'outer' } } }]);
    const inner = stubFetch([{ path: '/a', respond: { body: { from: 'inner' } } }]);
    await expect((await fetch('http://localhost/a')).json()).resolves.toEqual({ from: 'inner' });
    expect(inner.requests).toHaveLength(1);

    restoreFetchStubs();

    expect(globalThis.fetch).toBe(real);
  });

  it('leaves alone a stub the test already restored', () => {
    const real = globalThis.fetch;
    const stub = stubFetch([]);
    stub.restore();
    restoreFetchStubs();
    expect(globalThis.fetch).toBe(real);
  });
});
