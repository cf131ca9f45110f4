/**
 * Who may show the product in a frame (CSP frame-ancestors): the product itself and the partner
 * sites, i.e. PARTNER_ORIGINS and the listing companies' sites — the same pages the shell sends its
 * STARTED/COMPLETED events to. Any other page framing the product gets a blocked frame, so the forms
 * cannot be overlaid by a third party (clickjacking).
 */
export const frameAncestorsPolicy = (origins: readonly string[]): string => ["frame-ancestors 'self'", ...new Set(origins)].join(' ');

/** How long a new partner company's site waits at most before it may frame the product. */
export const FRAME_ANCESTORS_MAX_AGE_MS = 60_000;

/**
 * A list loaded at most once per `maxAgeMs` and shared by concurrent callers. A failed load is
 * reported and answered with the last good list (the configured origins alone at first), so a
 * database hiccup never stops the shell from being served.
 */
export function refreshingList(load: () => Promise<string[]>, options: { maxAgeMs: number; fallback: string[]; onError: (error: unknown) => void; now?: () => number }) {
  const now = options.now ?? Date.now;
  let current = options.fallback;
  let loadedAt = -Infinity;
  let pending: Promise<string[]> | null = null;
  return (): Promise<string[]> => {
    if (now() - loadedAt < options.maxAgeMs) return Promise.resolve(current);
    pending ??= load()
      .then((list) => {
        current = list;
        loadedAt = now();
        return list;
      })
      .catch((error: unknown) => {
        options.onError(error);
        return current;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
