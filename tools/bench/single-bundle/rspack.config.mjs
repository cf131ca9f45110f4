// The federated shell's configuration (tools/rspack/create-config.mjs: same swc, define, minify and
// source-map settings) minus the Module Federation plugin, with the single-bundle entry.
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { createConfig } from '../../rspack/create-config.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
export const SINGLE_BUNDLE_DIR = join(root, 'var', 'bench', 'single-bundle');

export default (env, argv = {}) => {
  const base = createConfig({ dir: join(root, 'shell'), name: 'shell', html: true })(env, { mode: 'production', ...argv });
  return {
    ...base,
    context: import.meta.dirname,
    entry: { main: './entry.mjs' },
    output: { ...base.output, path: SINGLE_BUNDLE_DIR, publicPath: '/', uniqueName: 'single_bundle' },
    plugins: base.plugins.filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
  };
};
