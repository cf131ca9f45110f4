import { OncePerKey } from './print-certificate.js';

describe(OncePerKey.name, () => {
  it('runs the work of a key once while it is under way, and again once it has ended', async () => {
    const sut = new OncePerKey<number>();
    let runs = 0;
    let finish: (value: number) => void = () => undefined;
    const work = () => {
      runs++;
      return new Promise<number>((resolve) => (finish = resolve));
    };

    const first = sut.run('a', work);
    const second = sut.run('a', work);
    expect(runs).toBe(1);
    finish(7);
    await expect(Promise.all([first, second])).resolves.toEqual([7, 7]);

    const third = sut.run('a', work);
    expect(runs).toBe(2);
    finish(8);
    await expect(third).resolves.toBe(8);
  });

  it('runs different keys side by side and forgets a failed run', async () => {
    const sut = new OncePerKey<string>();
    await expect(Promise.all([sut.run('a', async () => 'a'), sut.run('b', async () => 'b')])).resolves.toEqual(['a', 'b']);
    await expect(sut.run('c', () => Promise.reject(new Error('Chromium went away')))).rejects.toThrow('Chromium went away');
    await expect(sut.run('c', async () => 'printed')).resolves.toBe('printed');
  });
});
