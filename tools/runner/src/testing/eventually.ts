/** Polls `read` every 100 ms until it gives a value (an event arrived through the outbox and pg-boss), or fails after the timeout. */
export const eventually = async <T>(read: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for the event to arrive');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
