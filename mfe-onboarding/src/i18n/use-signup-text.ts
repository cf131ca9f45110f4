import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Where the keys the sign-up screens show can live: their own texts, the shared field rules, server keys. */
const LOOKUP = ['signup', 'ui', 'workflow', 'occupation', 'common'] as const;

/**
 * `t` of the sign-up namespace that also finds the shared validation keys (ui) and the server's message
 * keys (workflow, common); an unknown server message is shown as it came.
 */
export const useSignupText = () => {
  const { t, i18n } = useTranslation('signup');
  return useCallback(
    (key: string, options: Record<string, unknown> = {}): string => {
      const ns = LOOKUP.find((candidate) => i18n.exists(key, { ns: candidate }));
      return ns ? t(key, { ...options, ns }) : key;
    },
    [t, i18n],
  );
};
