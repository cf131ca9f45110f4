import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectRegion, selectRoute } from '@tenant/bus';
import { applicationStarted } from '@tenant/contracts';
import { injectStyles } from '@tenant/ui';
import { GermanPersonalDetails } from './components/german-personal-details.js';
import { PersonalDetailsForm } from './components/personal-details-form.js';
import { PersonalGreeting } from './components/personal-greeting.js';
import { personalDetailsCss } from './personal-details.css.js';

injectStyles('mfe-onboarding-personal-details', personalDetailsCss);

/** Personal details (spec 1§2): the identity-verification panel in Germany, the two sub-steps elsewhere. */
const PersonalDetailsPage = () => {
  const { t } = useTranslation('personal');
  const dispatch = useDispatch();
  const region = useSelector(selectRegion);
  const { applicationId } = useSelector(selectRoute);

  // Entering the step tells an embedding partner the applicant started (STARTED, through the shell).
  useEffect(() => {
    if (applicationId) dispatch(applicationStarted({ applicationId }));
  }, [dispatch, applicationId]);

  return (
    <section aria-labelledby="personal-details-heading">
      <PersonalGreeting heading={t('PersonalDetails.Heading')} note={t('PersonalDetails.Note')} headingId="personal-details-heading" />
      {region === 'de' ? <GermanPersonalDetails /> : <PersonalDetailsForm />}
    </section>
  );
};

export default PersonalDetailsPage;
