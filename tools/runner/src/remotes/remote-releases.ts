import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REMOTE_CONTAINERS, type RemotesMap } from '@tenant/contracts';
import { REPO_ROOT } from '../config.js';

/** The remote projects, by folder: mfe-onboarding → container mfe_onboarding. */
export const REMOTE_PROJECTS = Object.values(REMOTE_CONTAINERS).map((container) => ({
  container,
  folder: container.replace('_', '-'),
}));

export const cdnDir = (varDir: string) => join(varDir, 'cdn');

export function projectVersion(folder: string): string {
  return (JSON.parse(readFileSync(join(REPO_ROOT, folder, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * Releases one remote build: copies it to `<var>/cdn/<folder>/<version>/` (served under
 * /remotes/<folder>/<version>/) and returns the manifest URL for the remotes map.
 */
export function publishRemote(options: { varDir: string; folder: string; fromDir: string; version: string }): string {
  const manifest = join(options.fromDir, 'mf-manifest.json');
  if (!existsSync(manifest)) throw new Error(`${options.fromDir} holds no mf-manifest.json: build ${options.folder} first`);
  const target = join(cdnDir(options.varDir), options.folder, options.version);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(dirname(target), { recursive: true });
  cpSync(options.fromDir, target, { recursive: true });
  return `/remotes/${options.folder}/${options.version}/mf-manifest.json`;
}

export function readRemotesMap(file: string): RemotesMap {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RemotesMap) : {};
}

/** Written atomically: the shell may fetch the map at any moment. */
export function writeRemotesMap(file: string, map: RemotesMap): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(map, null, 2) + '\n');
  renameSync(tmp, file);
}

/** Publishes every remote built in this checkout and points the map at those builds. */
export function publishLocalBuilds(varDir: string, mapFile: string, log: (line: string) => void): RemotesMap {
  const map = readRemotesMap(mapFile);
  for (const { container, folder } of REMOTE_PROJECTS) {
    const dist = join(REPO_ROOT, folder, 'dist');
    if (!existsSync(join(dist, 'mf-manifest.json'))) {
      log(`remote ${folder} is not built; the shell will show its retry error`);
      continue;
    }
    map[container] = publishRemote({ varDir, folder, fromDir: dist, version: projectVersion(folder) });
  }
  writeRemotesMap(mapFile, map);
  return map;
}
