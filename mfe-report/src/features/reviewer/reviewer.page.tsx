import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectLang } from '@tenant/bus';
import { Button, injectStyles, PageHeader } from '@tenant/ui';
import { CompanyApplications } from './components/company-applications.js';
import { ReviewerLogin } from './components/reviewer-login.js';
import { reviewerCss } from './reviewer.css.js';
import { useReviewerSession } from './reviewer-session.js';

injectStyles('report-reviewer', reviewerCss);

/**
 * The reviewers' dashboard, /{lang}/reviewer (spec 2§6 Reviewer): company staff log in with an e-mailed
 * one-time code and see their company's applications with status and score, and each report's
 * verified summary (bands, no statements or transactions). Only their company's.
 */
const ReviewerPage = () => {
  const { t } = useTranslation('report');
  const lang = useSelector(selectLang);
  const { session, logIn, logOut } = useReviewerSession();
  const [notice, setNotice] = useState<string | undefined>();
  const sessionEnded = useCallback(() => {
    logOut();
    setNotice('Reviewer.Login.SessionEnded');
  }, [logOut]);

  return (
    <section className="reviewer" aria-labelledby="reviewer-heading">
      <PageHeader heading={<span id="reviewer-heading">{t('Reviewer.Title')}</span>} note={session ? t('Reviewer.LoggedInAs', { email: session.email }) : undefined} />
      {session ? (
        <>
          <Button variant="link" onClick={logOut}>
            {t('Reviewer.LogOut')}
          </Button>
          <CompanyApplications session={session} lang={lang} onSessionEnded={sessionEnded} />
        </>
      ) : (
        <ReviewerLogin
          notice={notice}
          onLoggedIn={(next) => {
            setNotice(undefined);
            logIn(next);
          }}
        />
      )}
    </section>
  );
};

export default ReviewerPage;
