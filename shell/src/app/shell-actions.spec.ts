import * as contracts from '@tenant/contracts';
import { missingListingAlertDismissed } from '../branding/listing-alert-slice.js';
import { layoutSlice } from '../layout/layout-slice.js';
import { noticeDismissed } from '../notices/notices-slice.js';
import { workflowSlice } from '../workflow/workflow-slice.js';

const SHELL_NAMESPACE = 'shell/';

// An action creator is a function with its type and a match() guard (what RTK's isActionCreator checks;
// that name is not in the shared @reduxjs/toolkit facade, which ships only what the apps use).
const isActionCreator = (value: unknown): value is { type: string } =>
  typeof value === 'function' && typeof (value as { type?: unknown }).type === 'string' && typeof (value as { match?: unknown }).match === 'function';

const typesOf = (creators: Record<string, unknown>) => Object.values(creators).flatMap((value) => (isActionCreator(value) ? [value.type] : []));

const shellPrivateTypes = typesOf({ ...workflowSlice.actions, ...layoutSlice.actions, noticeDismissed, missingListingAlertDismissed });
const contractTypes = typesOf(contracts);

describe('the shell’s private actions', () => {
  it('live in the shell namespace, so remotes cannot mistake them for contract events', () => {
    expect(shellPrivateTypes.length).toBeGreaterThan(0);
    for (const type of shellPrivateTypes) expect(type.startsWith(SHELL_NAMESPACE)).toBe(true);
  });

  it('never share a namespace with the contract', () => {
    expect(contractTypes.length).toBeGreaterThan(0);
    const contractNamespaces = new Set(contractTypes.map((type) => type.split('/')[0]));
    expect(contractNamespaces.has(SHELL_NAMESPACE.slice(0, -1))).toBe(false);
    for (const type of shellPrivateTypes) expect(contractTypes).not.toContain(type);
  });
});
