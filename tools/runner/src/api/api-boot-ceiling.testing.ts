/**
 * How long a test may wait for the whole API to boot or close (every service's migrations and queues on
 * a fresh database): a ceiling against hangs on a loaded machine, not a speed check.
 */
export const API_BOOT_CEILING_MS = 120_000;
