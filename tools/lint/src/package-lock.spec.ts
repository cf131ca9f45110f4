import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The lockfile installs on every platform: each optional dependency of a locked package (the native
 * builds of nx, swc, rspack, sharp … for macOS, Windows and Linux) is itself locked.
 * npm drops the other platforms' entries when it writes the lockfile from an installed node_modules
 * and never restores them for packages reached only through a workspace, so `npm install` on Linux
 * cannot notice what `npm ci` on macOS would miss. Regenerating: README, "Installing".
 */
interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
}
const root = join(import.meta.dirname, '..', '..', '..');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { lockfileVersion: number; packages: Record<string, LockEntry> };

/** Where node resolves `name` from the package at `location`: its own node_modules, then each ancestor's. */
const resolveLocked = (packages: Record<string, LockEntry>, location: string, name: string): string | undefined => {
  for (let at = location; ; at = at.slice(0, Math.max(0, at.lastIndexOf('/node_modules/')))) {
    const candidate = `${at ? `${at}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!at) return undefined;
  }
};

/** Every optional dependency edge of the lockfile whose package is not locked. */
const unlockedOptionals = (packages: Record<string, LockEntry>) =>
  Object.entries(packages).flatMap(([location, entry]) =>
    Object.keys(entry.optionalDependencies ?? {})
      .filter((name) => !resolveLocked(packages, location, name))
      .map((name) => `${location || '(root)'} → ${name}`),
  );

describe('package-lock.json', () => {
  it('locks every optional platform package of every locked package', () => {
    expect(lock.lockfileVersion).toBe(3);
    expect(unlockedOptionals(lock.packages)).toEqual([]);
  });

  it('holds the native builds of the toolchain for macOS, Windows and Linux', () => {
    for (const name of ['@nx/nx-darwin-arm64', '@nx/nx-win32-x64-msvc', '@swc/core-darwin-arm64', '@rspack/binding-win32-x64-msvc', '@rspack/binding-linux-x64-gnu'])
      expect({ name, locked: Boolean(lock.packages[`node_modules/${name}`]) }).toEqual({ name, locked: true });
  });

  it('finds a missing optional package, nested or hoisted (the check can fail)', () => {
    const packages: Record<string, LockEntry> = {
      '': {},
      'node_modules/a': { optionalDependencies: { 'a-darwin': '1.0.0', 'a-linux': '1.0.0' } },
      'node_modules/a-linux': { version: '1.0.0' },
      'node_modules/b': {},
      'node_modules/b/node_modules/c': { optionalDependencies: { 'c-win32': '1.0.0', 'a-linux': '1.0.0' } },
    };
    expect(unlockedOptionals(packages)).toEqual(['node_modules/a → a-darwin', 'node_modules/b/node_modules/c → c-win32']);
    expect(resolveLocked(packages, 'node_modules/b/node_modules/c', 'a-linux')).toBe('node_modules/a-linux');
  });
});
