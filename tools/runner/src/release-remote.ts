/**
 * Releases one remote without touching the shell or the other remotes:
 *   node tools/runner/dist/release-remote.js mfe-report [--from <build dir>] [--version <version>] [--shell <shell build dir>]
 * copies the build under /remotes/<remote>/<version>/ and points the remotes map at it. The
 * running product picks the new version up on the next remote screen that needs it. A build for a
 * contract the shell (shell/dist unless --shell) does not serve is refused: exit code 1, nothing published.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadRunnerConfig, REPO_ROOT } from './config.js';
import { projectVersion, publishRemote, readRemotesMap, releaseRefusal, REMOTE_PROJECTS, writeRemotesMap } from './remotes/remote-releases.js';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string' }, version: { type: 'string' }, shell: { type: 'string' } },
});
const folder = positionals[0];
const project = REMOTE_PROJECTS.find((p) => p.folder === folder);
if (!project) {
  console.error(`Usage: release-remote <${REMOTE_PROJECTS.map((p) => p.folder).join('|')}> [--from dir] [--version v] [--shell dir]`);
  process.exit(2);
}
const fromDir = values.from ?? join(REPO_ROOT, project.folder, 'dist');
const refusal = releaseRefusal({ container: project.container, fromDir, shellDir: values.shell ?? join(REPO_ROOT, 'shell', 'dist') });
if (refusal) {
  console.error(`release-remote: not released: ${refusal}`);
  process.exit(1);
}
const config = loadRunnerConfig();
const mapFile = config.remotesMapFile ?? join(config.varDir, 'remotes.json');
const url = publishRemote({
  varDir: config.varDir,
  folder: project.folder,
  fromDir,
  version: values.version ?? projectVersion(project.folder),
});
writeRemotesMap(mapFile, { ...readRemotesMap(mapFile), [project.container]: url });
console.log(JSON.stringify({ remote: project.container, url }));
