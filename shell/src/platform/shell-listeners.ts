import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { TypedStartListening } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '@tenant/bus';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

export const createShellListeners = () => createListenerMiddleware<RootState, AppDispatch>();
export type ShellStartListening = TypedStartListening<RootState, AppDispatch>;

/** The current query string, kept when the shell moves between steps (hideNav, listing_id…). */
export const currentSearch = () => globalThis.location?.search ?? '';
