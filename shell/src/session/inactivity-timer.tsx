import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectAccessToken } from '@tenant/bus';
import { sessionTimedOut } from '@tenant/contracts';

const ACTIVITY_EVENTS = ['mousemove', 'keydown'] as const;

/**
 * Ends a session after `timeoutMs` without a mouse move or key press (spec 1§4: 120 minutes; the runner's
 * /app-config.json can shorten it). Only runs while there is a session to end.
 */
export const InactivityTimer = ({ timeoutMs }: { timeoutMs: number }) => {
  const dispatch = useDispatch();
  const hasSession = useSelector(selectAccessToken) !== null;

  useEffect(() => {
    if (!hasSession) return;
    let lastActivity = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    // One timer, re-armed for the remaining time when it fires: mouse moves only record a timestamp.
    const check = () => {
      const idle = Date.now() - lastActivity;
      if (idle >= timeoutMs) dispatch(sessionTimedOut());
      else timer = setTimeout(check, timeoutMs - idle);
    };
    const onActivity = () => {
      lastActivity = Date.now();
    };
    timer = setTimeout(check, timeoutMs);
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
    };
  }, [hasSession, timeoutMs, dispatch]);

  return null;
};
