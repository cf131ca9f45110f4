/**
 * The event bus contract. The browser dispatches these actions on the shell's single Redux store;
 * services write the same shapes (type, payload, meta) to their outbox. Names are `domain/eventName`.
 * Remotes and services communicate only through these, never by importing each other.
 */

import { CONTRACT_SEMVER } from './contract-version.js';

/** The contract's major version (CONTRACT_SEMVER), carried by every event. */
export const CONTRACT_VERSION = Number.parseInt(CONTRACT_SEMVER, 10);

export interface EventMeta {
  applicationId: string | null;
  occurredAt: string;
  version: number;
}

/** Event creators with meta: `createAction(type, withMeta<Payload>())` (contract files only; not re-exported). */
export const withMeta =
  <P>() =>
  (payload: P, applicationId: string | null = null) => ({
    payload,
    meta: { applicationId, occurredAt: new Date().toISOString(), version: CONTRACT_VERSION } as EventMeta,
  });

export interface ContractEvent<P = unknown> {
  type: string;
  payload: P;
  meta: EventMeta;
}
