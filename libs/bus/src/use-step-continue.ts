import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { continueToggled } from '@tenant/contracts';
import type { StepSaveHandler } from './step-save-handlers.js';
import { registerStepSaveHandler } from './step-save-handlers.js';

/**
 * A step screen's side of the shared Continue button (spec 1§4): registers the save handler (always the
 * latest one the screen rendered) while the screen is mounted, and turns Continue on or off.
 */
export const useStepContinue = (stepRouter: string, handler: StepSaveHandler, enabled: boolean): void => {
  const dispatch = useDispatch();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => registerStepSaveHandler(stepRouter, () => latest.current()), [stepRouter]);
  useEffect(() => {
    dispatch(continueToggled({ stepRouter, enabled }));
  }, [dispatch, stepRouter, enabled]);
  useEffect(() => () => void dispatch(continueToggled({ stepRouter, enabled: false })), [dispatch, stepRouter]);
};
