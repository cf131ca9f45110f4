import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTRACT_FILE } from '@tenant/contracts';
import { releaseRefusal } from './remote-releases.js';

describe('releaseRefusal: release-remote publishes only a build the shell serves', () => {
  let root: string;
  const dir = (name: string, contract?: unknown) => {
    const path = mkdtempSync(join(root, `${name}-`));
    if (contract !== undefined) writeFileSync(join(path, CONTRACT_FILE), typeof contract === 'string' ? contract : JSON.stringify(contract));
    return path;
  };
  beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'release-refusal-'))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const income = (requires: string) => dir('mfe-income', { remote: 'mfe_income', version: '0.2.0', requires });

  it('lets through a build whose contract range the shell serves', () => {
    const shellDir = dir('shell', { serves: '1.4.0' });
    expect(releaseRefusal({ container: 'mfe_income', fromDir: income('^1.0.0'), shellDir })).toBeNull();
    expect(releaseRefusal({ container: 'mfe_income', fromDir: income('^1.4.0'), shellDir })).toBeNull();
  });

  it('refuses a build for a newer minor or another major, naming the remote, its version and both contracts', () => {
    const shellDir = dir('shell', { serves: '1.4.0' });
    expect(releaseRefusal({ container: 'mfe_income', fromDir: income('^1.5.0'), shellDir })).toBe(
      `remote mfe_income 0.2.0 needs contract ^1.5.0; this shell serves contract 1.4.0 (${shellDir})`,
    );
    expect(releaseRefusal({ container: 'mfe_income', fromDir: income('^2.0.0'), shellDir })).toMatch(/needs contract \^2\.0\.0/);
  });

  it('refuses a build without a readable contract, the build of another remote, or when no shell build says what it serves', () => {
    const shellDir = dir('shell', { serves: '1.0.0' });
    expect(releaseRefusal({ container: 'mfe_income', fromDir: dir('old-build'), shellDir })).toMatch(/holds no readable contract\.json/);
    expect(releaseRefusal({ container: 'mfe_income', fromDir: dir('broken', '{'), shellDir })).toMatch(/holds no readable contract\.json/);
    expect(releaseRefusal({ container: 'mfe_report', fromDir: income('^1.0.0'), shellDir })).toMatch(/is a build of mfe_income, not mfe_report/);
    expect(releaseRefusal({ container: 'mfe_income', fromDir: income('^1.0.0'), shellDir: dir('no-shell') })).toMatch(/build the shell first/);
  });
});
