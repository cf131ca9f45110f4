#!/usr/bin/env node
// `npm run typecheck`: every project's TypeScript, checked with tsc, two programs at a time.
//
// Each project's own tsc program parses the libraries it imports and their packages' types again;
// projects with the very same compiler options are therefore checked together, in one program per
// group (tools/typecheck/tsconfig.*.json): on two cores the cold check (a clean clone) took 150 s as
// 25 programs and takes 91 s as 10. A group only takes projects whose own options equal its own
// (checked here, so a project that changes its options leaves its group loudly); the shell and the
// remotes keep programs of their own, so no remote compiles against another one's store slices. A
// project in no group is checked with its own tsconfig.json (`nx run <project>:typecheck` still
// checks one project alone).
import { spawn } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const here = join(root, 'tools', 'typecheck');

const readConfig = (file) => {
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(`${relative(root, file)}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  return config;
};
/** What a tsconfig sets itself, beside the file it extends: two configs that agree here compile alike. */
const ownSettings = (file) => {
  const { extends: base, compilerOptions = {} } = readConfig(file);
  return JSON.stringify({ extends: base ? resolve(dirname(file), base) : null, compilerOptions });
};

const projectConfigs = ['libs', 'services', 'tools']
  .flatMap((dir) => readdirSync(join(root, dir)).map((name) => join(root, dir, name, 'tsconfig.json')))
  .concat(['shell', 'mfe-onboarding', 'mfe-income', 'mfe-payment', 'mfe-report', 'e2e'].map((dir) => join(root, dir, 'tsconfig.json')))
  .filter((file) => existsSync(file));

const groups = readdirSync(here)
  .filter((name) => /^tsconfig\..+\.json$/.test(name))
  .map((name) => join(here, name));

/** The folders a config checks. */
const includesOf = (file) => (readConfig(file).include ?? []).map((entry) => resolve(dirname(file), entry));

const grouped = new Set();
for (const group of groups) {
  const covered = new Set(includesOf(group));
  for (const project of projectConfigs) {
    const folders = includesOf(project);
    const inGroup = folders.filter((folder) => covered.has(folder));
    if (!inGroup.length) continue;
    const name = relative(root, dirname(project));
    if (inGroup.length !== folders.length) throw new Error(`${relative(root, group)} checks only part of ${name}: list all of ${folders.map((f) => relative(root, f)).join(', ')}`);
    if (ownSettings(group) !== ownSettings(project)) throw new Error(`${name} compiles with other options than ${relative(root, group)}: take it out of the group, or align them`);
    grouped.add(project);
  }
}

const programs = [...groups, ...projectConfigs.filter((project) => !grouped.has(project))];

const check = (config) =>
  new Promise((done) => {
    const started = performance.now();
    const child = spawn(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', config], { cwd: root, stdio: 'inherit' });
    child.on('close', (code) => {
      console.log(`typecheck ${relative(root, config)}: ${code === 0 ? 'ok' : 'FAILED'} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      done(code === 0);
    });
  });

// Two at a time, the largest programs (the groups) first.
const queue = [...programs];
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) results.push(await check(queue.shift()));
  }),
);
if (results.includes(false)) process.exit(1);
