import { useCallback, useEffect, useRef } from 'react';
import { LISTBOX_TYPEAHEAD_RESET_MS } from '@tenant/domain';

/**
 * Collects printable keys into a search string that starts over once no key was typed for
 * LISTBOX_TYPEAHEAD_RESET_MS (spec 1§4, 1§9). Returns the string typed so far, this key included.
 */
export const useTypeahead = () => {
  const buffer = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((key: string) => {
    clearTimeout(timer.current);
    buffer.current += key;
    timer.current = setTimeout(() => {
      buffer.current = '';
    }, LISTBOX_TYPEAHEAD_RESET_MS);
    return buffer.current;
  }, []);
};
