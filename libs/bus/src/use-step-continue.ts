import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { continueToggled } from '@tenant/contracts';
import type { StepSaveHandler } from './step-save-handlers.js';
import { registerStepSaveHandler } from './step-save-handlers.js';

/**
 * A step screen's side of the shared Continue contract (spec 1§4), the one way a screen offers its save:
 * registers the save handler (always the latest one the screen rendered) while the screen is mounted,
 * and turns the shell's Continue on or off. A screen with its own buttons (no shared Continue shown)
 * leaves `enabled` out and dispatches `continuePressed` itself.
 */
export const useStepContinue = (stepRouter: string, handler: StepSaveHandler, enabled?: boolean): void => {
  const dispatch = useDispatch();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => registerStepSaveHandler(stepRouter, () => latest.current()), [stepRouter]);
  const toggles = enabled !== undefined;
  useEffect(() => {
    if (enabled !== undefined) dispatch(continueToggled({ stepRouter, enabled }));
  }, [dispatch, stepRouter, enabled]);
  useEffect(() => {
    if (toggles) return () => void dispatch(continueToggled({ stepRouter, enabled: false }));
  }, [dispatch, stepRouter, toggles]);
};
