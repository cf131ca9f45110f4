import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { selectLang } from '@tenant/bus';
import { isLanguage, LANGUAGES } from '@tenant/domain';
import { withLanguage } from '../platform/paths.js';

/** Switching language rewrites the lang segment of the URL (spec 1§2). */
export const LanguageSwitch = () => {
  const { t } = useTranslation();
  const id = useId();
  const lang = useSelector(selectLang);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <span>
      <label htmlFor={id} className="ui-visually-hidden">
        {t('TopBar.Language')}
      </label>
      <select id={id} value={lang} onChange={(event) => isLanguage(event.target.value) && navigate(withLanguage(pathname, event.target.value) + search)}>
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`Language.${option}`)}
          </option>
        ))}
      </select>
    </span>
  );
};
