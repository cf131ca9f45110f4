import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { selectLang, selectUser } from '@tenant/bus';
import { fillPath } from '../platform/paths.js';
import { selectInterruptedRoute } from '../workflow/workflow-slice.js';

/**
 * Back to verification: to verify-email when the e-mail is known, else to sign-up, on the application
 * the session ended on. After verifying, the state restore reloads the saved progress (spec 2§2).
 */
export const RetryVerificationLink = () => {
  const { t } = useTranslation('workflow');
  const lang = useSelector(selectLang);
  const interrupted = useSelector(selectInterruptedRoute);
  const { email } = useSelector(selectUser);
  const route = interrupted ? { ...interrupted, lang } : { lang, appType: null, applicationId: null, listingId: null };
  return <Link to={fillPath(route, email ? 'verify-email' : 'sign-up')}>{t('Session.RetryVerification')}</Link>;
};
