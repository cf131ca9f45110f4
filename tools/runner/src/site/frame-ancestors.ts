/**
 * Who may show the product in a frame (CSP frame-ancestors): the product itself and the partner
 * sites, i.e. PARTNER_ORIGINS and the listing companies' sites — the same pages the shell sends its
 * STARTED/COMPLETED events to. Any other page framing the product gets a blocked frame, so the forms
 * cannot be overlaid by a third party (clickjacking).
 */
export const frameAncestorsPolicy = (origins: readonly string[]): string => ["frame-ancestors 'self'", ...new Set(origins)].join(' ');

/** How long a new partner company's site waits at most before it may frame the product. */
export const FRAME_ANCESTORS_MAX_AGE_MS = 60_000;

/** How soon a failed load is tried again (a database outage costs one attempt per pause, not one per page). */
export const FRAME_ANCESTORS_RETRY_MS = 5_000;

/**
 * A list kept fresh in the background: answering never waits for a load, so the site's pages and
 * bundles are served while the database is slow or down (issue 18: a saturated pool stopped the static
 * site). The first load starts at once; until it finishes the answer is `fallback` (the configured
 * origins). Later loads start when the list is older than `maxAgeMs`, one at a time; a failed one is
 * reported, the last good list stays, and the next try waits `retryMs`.
 */
export function refreshingList(
  load: () => Promise<string[]>,
  options: { maxAgeMs: number; retryMs?: number; fallback: string[]; onError: (error: unknown) => void; now?: () => number },
): () => string[] {
  const now = options.now ?? Date.now;
  const retryMs = options.retryMs ?? Math.min(options.maxAgeMs, FRAME_ANCESTORS_RETRY_MS);
  let current = options.fallback;
  let nextLoadAt = -Infinity;
  let loading = false;
  const refresh = () => {
    loading = true;
    let loaded: Promise<string[]>;
    try {
      loaded = load();
    } catch (error) {
      loaded = Promise.reject(error); // a load that throws at once is a failed load too
    }
    loaded
      .then(
        (list) => {
          current = list;
          nextLoadAt = now() + options.maxAgeMs;
        },
        (error: unknown) => {
          nextLoadAt = now() + retryMs;
          options.onError(error);
        },
      )
      .finally(() => {
        loading = false;
      });
  };
  const list = () => {
    if (!loading && now() >= nextLoadAt) refresh();
    return current;
  };
  list();
  return list;
}
