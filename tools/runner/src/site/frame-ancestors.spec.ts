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
  const settled = () => new Promise((resolve) => setImmediate(resolve));
  const deferred = () => {
    let resolve!: (list: string[]) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<string[]>((res, rej) => ((resolve = res), (reject = rej)));
    return { promise, resolve, reject };
  };
  const setUp = (load: jest.Mock<() => Promise<string[]>>) => {
    let clock = 0;
    const onError = jest.fn();
    const list = refreshingList(load, { maxAgeMs: 1000, retryMs: 100, fallback: ['https://configured.example'], onError, now: () => clock });
    return { list, onError, advance: (ms: number) => (clock += ms) };
  };

  it('answers the configured origins at once until the first load finishes, then the loaded list', async () => {
    const first = deferred();
    const load = jest.fn<() => Promise<string[]>>().mockReturnValueOnce(first.promise);
    const { list } = setUp(load);
    expect(list()).toEqual(['https://configured.example']);
    expect(list()).toEqual(['https://configured.example']);
    first.resolve(['https://one.example']);
    await settled();
    expect(list()).toEqual(['https://one.example']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refreshes in the background once the list is older than maxAgeMs, answering the last list meanwhile', async () => {
    const second = deferred();
    const load = jest.fn<() => Promise<string[]>>().mockResolvedValueOnce(['https://one.example']).mockReturnValueOnce(second.promise);
    const { list, advance } = setUp(load);
    await settled();
    advance(999);
    expect(list()).toEqual(['https://one.example']);
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    expect(list()).toEqual(['https://one.example']);
    expect(list()).toEqual(['https://one.example']);
    expect(load).toHaveBeenCalledTimes(2);
    second.resolve(['https://two.example']);
    await settled();
    expect(list()).toEqual(['https://two.example']);
  });

  it('never waits for a load that does not settle (a database that does not answer)', () => {
    const load = jest.fn<() => Promise<string[]>>().mockReturnValue(new Promise<string[]>(() => undefined));
    const { list, advance } = setUp(load);
    advance(5000);
    expect(list()).toEqual(['https://configured.example']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the last good list when a load fails, reports it, and tries again only after retryMs', async () => {
    const failure = new Error('database unavailable');
    const load = jest.fn<() => Promise<string[]>>().mockResolvedValueOnce(['https://one.example']).mockRejectedValueOnce(failure).mockResolvedValueOnce(['https://two.example']);
    const { list, onError, advance } = setUp(load);
    await settled();
    advance(1000);
    expect(list()).toEqual(['https://one.example']);
    await settled();
    expect(onError).toHaveBeenCalledWith(failure);
    advance(99);
    expect(list()).toEqual(['https://one.example']);
    expect(load).toHaveBeenCalledTimes(2);
    advance(1);
    list();
    await settled();
    expect(list()).toEqual(['https://two.example']);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
