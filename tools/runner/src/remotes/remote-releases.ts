import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { satisfy } from '@module-federation/runtime-core';
import { CONTRACT_FILE, contractRefusal, parseRemoteContract, parseShellContract, REMOTE_CONTAINERS, type RemotesMap } from '@tenant/contracts';
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

const readContractFile = (dir: string): unknown => {
  const file = join(dir, CONTRACT_FILE);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
};

/**
 * Why the shell built in `shellDir` would refuse the build of `container` in `fromDir` (the rule the
 * shell applies before mounting it, shell/src/federation/remote-contract.ts), or null when it serves it.
 */
export function releaseRefusal(options: { container: string; fromDir: string; shellDir: string }): string | null {
  const remote = parseRemoteContract(readContractFile(options.fromDir));
  if (!remote) return `${options.fromDir} holds no readable ${CONTRACT_FILE}: it was not built by tools/rspack of this platform`;
  if (remote.remote !== options.container) return `${options.fromDir} is a build of ${remote.remote}, not ${options.container}`;
  const shell = parseShellContract(readContractFile(options.shellDir));
  if (!shell) return `${options.shellDir} holds no readable ${CONTRACT_FILE}: build the shell first`;
  const refusal = contractRefusal(remote, shell.serves, satisfy);
  return refusal && `${refusal} (${options.shellDir})`;
}

/**
 * Releases one remote build: copies it (unless it is that folder already) to
 * `<var>/cdn/<folder>/<version>/` (served under /remotes/<folder>/<version>/) and returns the
 * manifest URL for the remotes map.
 */
export function publishRemote(options: { varDir: string; folder: string; fromDir: string; version: string }): string {
  const manifest = join(options.fromDir, 'mf-manifest.json');
  if (!existsSync(manifest)) throw new Error(`${options.fromDir} holds no mf-manifest.json: build ${options.folder} first`);
  const target = join(cdnDir(options.varDir), options.folder, options.version);
  // A rollback may name a release already published as its source: then only the map changes.
  if (resolve(options.fromDir) !== resolve(target)) {
    rmSync(target, { recursive: true, force: true });
    mkdirSync(dirname(target), { recursive: true });
    cpSync(options.fromDir, target, { recursive: true });
  }
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
