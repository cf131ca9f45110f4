import { useEffect, useRef, type RefObject } from 'react';

/**
 * On every step change (not on the first page load) focus moves to the new screen's heading, so a screen
 * reader announces it and Tab starts from the top of the step. The screen is loaded remotely, so the
 * heading is awaited; focus is taken from the page body or the control that changed the step, never from a
 * field the new screen focused itself (verify-email's first code box), and given again if the heading is replaced.
 */
export const useStepHeadingFocus = (main: RefObject<HTMLElement | null>, stepKey: string) => {
  const first = useRef(stepKey);
  const seen = useRef(stepKey);
  // What had focus when the step changed (the Continue pressed), read while rendering: the new screen's
  // own effects (a field it focuses) run before this frame's.
  const before = useRef<Element | null>(null);
  if (seen.current !== stepKey) {
    seen.current = stepKey;
    before.current = typeof document === 'undefined' ? null : document.activeElement;
  }
  useEffect(() => {
    const root = main.current;
    if (first.current === stepKey || !root) return;
    first.current = '';
    const changedFrom = before.current;
    let focused: HTMLElement | null = null;
    const focusHeading = () => {
      const heading = root.querySelector<HTMLElement>('h1');
      const active = document.activeElement;
      if (!heading || heading === focused || !(!active || active === document.body || active === changedFrom || active === focused)) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      focused = heading;
    };
    focusHeading();
    const observer = new MutationObserver(focusHeading);
    observer.observe(root, { childList: true, subtree: true });
    // once the user acts, focus is theirs
    const stop = () => observer.disconnect();
    document.addEventListener('pointerdown', stop, { once: true });
    document.addEventListener('keydown', stop, { once: true });
    return () => {
      stop();
      document.removeEventListener('pointerdown', stop);
      document.removeEventListener('keydown', stop);
    };
  }, [main, stepKey]);
};
