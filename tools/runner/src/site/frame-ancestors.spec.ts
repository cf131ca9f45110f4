import { jest } from '@jest/globals';
import { frameAncestorsPolicy, refreshingList } from './frame-ancestors.js';

describe(frameAncestorsPolicy.name, () => {
  it('allows the product itself and each origin once', () => {
    expect(frameAncestorsPolicy([])).toBe("frame-ancestors 'self'");
    expect(frameAncestorsPolicy(['https://a.example', 'https://b.example:8443', 'https://a.example'])).toBe(
      "frame-ancestors 'self' https://a.example https://b.example:8443",
    );
  });
});

describe(refreshingList.name, () => {
  const setUp = (load: jest.Mock<() => Promise<string[]>>) => {
    let clock = 0;
    const onError = jest.fn();
    const list = refreshingList(load, { maxAgeMs: 1000, fallback: ['https://configured.example'], onError, now: () => clock });
    return { list, onError, advance: (ms: number) => (clock += ms) };
  };

  it('loads once for concurrent callers and again only when the list is older than maxAgeMs', async () => {
    const load = jest.fn<() => Promise<string[]>>().mockResolvedValueOnce(['https://one.example']).mockResolvedValueOnce(['https://two.example']);
    const { list, advance } = setUp(load);
    await expect(Promise.all([list(), list()])).resolves.toEqual([['https://one.example'], ['https://one.example']]);
    advance(999);
    await expect(list()).resolves.toEqual(['https://one.example']);
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    await expect(list()).resolves.toEqual(['https://two.example']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers with the last good list when a load fails, reports it, and tries again on the next call', async () => {
    const failure = new Error('database unavailable');
    const load = jest.fn<() => Promise<string[]>>().mockRejectedValueOnce(failure).mockResolvedValueOnce(['https://one.example']).mockRejectedValueOnce(failure);
    const { list, onError, advance } = setUp(load);
    await expect(list()).resolves.toEqual(['https://configured.example']);
    expect(onError).toHaveBeenCalledWith(failure);
    await expect(list()).resolves.toEqual(['https://one.example']);
    advance(1000);
    await expect(list()).resolves.toEqual(['https://one.example']);
    expect(onError).toHaveBeenCalledTimes(2);
  });
});
