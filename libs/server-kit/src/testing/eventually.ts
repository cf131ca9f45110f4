/** Waits for a condition the bus or a webhook brings about (polling every 100 ms, at most `timeoutMs`): never a fixed sleep. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false> | T | null | undefined | false, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
