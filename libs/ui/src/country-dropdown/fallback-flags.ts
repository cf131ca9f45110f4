// A global declaration of image imports is only reachable by a path reference from every app that compiles this lib.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../assets.d.ts" />
// The two fallback countries' flags ship with the app, so they show while the served list loads and when the
// service cannot be reached; the served list names its own flags.
import germany from 'flag-icons/flags/4x3/de.svg';
import italy from 'flag-icons/flags/4x3/it.svg';

export const FALLBACK_FLAGS: Record<string, string> = { IT: italy, DE: germany };
