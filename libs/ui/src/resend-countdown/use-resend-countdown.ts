import { useEffect, useState } from 'react';
import { VERIFICATION_CODE_RESEND_WAIT_S } from '@tenant/domain';

/** Seconds until a new e-mail code may be asked for (sign-up and reviewer login); restarts with `restart` (spec 1§2: 60 s). */
export const useResendCountdown = () => {
  const [until, setUntil] = useState(() => Date.now() + VERIFICATION_CODE_RESEND_WAIT_S * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Date.now() >= until) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return {
    secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)),
    restart: () => {
      const start = Date.now();
      setNow(start);
      setUntil(start + VERIFICATION_CODE_RESEND_WAIT_S * 1000);
    },
  };
};
