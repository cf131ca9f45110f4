import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@tenant/ui';
import { readCookieConsent, saveCookieConsent } from './cookie-consent.js';
import type { CookieConsent } from './cookie-consent.js';

const Choice = ({ label, description, checked, disabled, onChange }: { label: string; description: string; checked: boolean; disabled?: boolean; onChange?: (checked: boolean) => void }) => {
  const id = useId();
  return (
    <div className="shell-cookie-choice">
      <label htmlFor={id}>
        <input id={id} type="checkbox" checked={checked} disabled={disabled} aria-describedby={`${id}-description`} onChange={(event) => onChange?.(event.target.checked)} />
        {label}
      </label>
      <p id={`${id}-description`}>{description}</p>
    </div>
  );
};

/** Per-category cookie choice: necessary always on, preferences and statistics opt-in. */
export const CookieSettingsDialog = ({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: (consent: CookieConsent) => void }) => {
  const { t } = useTranslation('chrome');
  const stored = readCookieConsent();
  const [preferences, setPreferences] = useState(stored?.preferences ?? false);
  const [statistics, setStatistics] = useState(stored?.statistics ?? false);
  return (
    <Dialog
      open={open}
      title={t('Cookies.Settings.Title')}
      onClose={onClose}
      closeLabel={t('Cookies.Close')}
      footer={<Button onClick={() => onSaved(saveCookieConsent({ preferences, statistics }))}>{t('Cookies.Save')}</Button>}
    >
      <Choice label={t('Cookies.Necessary.Label')} description={t('Cookies.Necessary.Description')} checked disabled />
      <Choice label={t('Cookies.Preferences.Label')} description={t('Cookies.Preferences.Description')} checked={preferences} onChange={setPreferences} />
      <Choice label={t('Cookies.Statistics.Label')} description={t('Cookies.Statistics.Description')} checked={statistics} onChange={setStatistics} />
    </Dialog>
  );
};
