import { useTranslation } from 'react-i18next';

/** Server messages are usually message keys (translated here); anything else is shown as it came. */
export const useServerText = () => {
  const { t, i18n } = useTranslation('workflow');
  return (message: string) => (i18n.exists(message, { ns: 'workflow' }) ? t(message) : message);
};
