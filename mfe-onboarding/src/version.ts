import type { RemoteVersion } from '@tenant/contracts';

/** Stamped at build time by tools/rspack (package version or REMOTE_VERSION, build time, git commit). */
declare const __BUILD_VERSION__: RemoteVersion;

const version: RemoteVersion = __BUILD_VERSION__;
export default version;
