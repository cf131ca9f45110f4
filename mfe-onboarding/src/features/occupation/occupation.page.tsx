import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectApplicantRole, selectAppType, selectFeatures } from '@tenant/bus';
import { applicationTypeChosen, occupationChosen } from '@tenant/contracts';
import { DEFAULT_APPLICATION_TYPE, OCCUPATION_AUTO_ADVANCE_MS } from '@tenant/domain';
import type { ApplicationType } from '@tenant/domain';
import { ErrorBanner, Spinner } from '@tenant/ui';
import { useGetOccupationsQuery } from './api/occupations-api.js';
import { ApplicationTypeChoice } from './components/application-type-choice.js';
import { OccupationChoice } from './components/occupation-choice.js';
import { OccupationIntro } from './components/occupation-intro.js';
import {
  applicationTypeSelected,
  occupationSelected,
  selectChosenApplicationType,
  selectOccupationRef,
  selectStage,
  selectSubmitted,
  stageEntered,
} from './occupation-slice.js';

/** Occupation (spec 1§2, 1§4): intro, application type unless the route has one, occupation choice. */
const OccupationPage = () => {
  const { t } = useTranslation('occupation');
  const dispatch = useDispatch();
  const routeAppType = useSelector(selectAppType);
  const stage = useSelector(selectStage);
  const chosenType = useSelector(selectChosenApplicationType);
  const occupationRef = useSelector(selectOccupationRef);
  const submitted = useSelector(selectSubmitted);
  const rapid = routeAppType === 'rapid';
  const applicationType = routeAppType ?? chosenType ?? DEFAULT_APPLICATION_TYPE;
  // A guarantor (from the invitation) gets the guarantor occupation list (spec 1§6).
  const role = useSelector(selectApplicantRole);
  const { data, isLoading, isError, refetch } = useGetOccupationsQuery({ role });
  const occupations = (data?.occupations ?? []).filter((occupation) => !occupation.hidden);
  const firstOccupation = occupations[0]?.ref;
  const { occupationAutoAdvance } = useSelector(selectFeatures);
  const autoAdvance = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(autoAdvance.current), []);

  const confirmApplicationType = (applicationType: ApplicationType | null) => {
    clearTimeout(autoAdvance.current);
    dispatch(stageEntered('occupation'));
    if (applicationType) dispatch(applicationTypeChosen({ applicationType }));
  };
  const selectApplicationType = (value: ApplicationType) => {
    dispatch(applicationTypeSelected(value));
    // With the flag set a choice moves on by itself; a second choice within 300 ms restarts the wait (spec 1§4).
    clearTimeout(autoAdvance.current);
    if (occupationAutoAdvance) autoAdvance.current = setTimeout(() => confirmApplicationType(value), OCCUPATION_AUTO_ADVANCE_MS);
  };

  // Rapid: the first occupation is chosen and the flow starts at once (spec 1§2).
  useEffect(() => {
    if (rapid && firstOccupation && !submitted) dispatch(occupationChosen({ occupation: firstOccupation, applicationType: 'rapid' }));
  }, [rapid, firstOccupation, submitted, dispatch]);

  if (rapid || (stage === 'occupation' && isLoading)) return <Spinner label={t('General.Loading')} />;

  if (stage === 'intro') {
    return <OccupationIntro onContinue={() => dispatch(stageEntered(routeAppType ? 'occupation' : 'application-type'))} />;
  }

  if (stage === 'application-type' && !routeAppType) {
    return (
      <ApplicationTypeChoice
        value={chosenType}
        onSelect={selectApplicationType}
        onContinue={() => confirmApplicationType(chosenType)}
      />
    );
  }

  if (isError) return <ErrorBanner message={t('Occupation.LoadError')} onRetry={() => void refetch()} retryLabel={t('Occupation.Retry')} />;

  return (
    <OccupationChoice
      occupations={occupations}
      value={occupationRef}
      submitting={submitted}
      onSelect={(ref) => dispatch(occupationSelected(ref))}
      onContinue={() => occupationRef && dispatch(occupationChosen({ occupation: occupationRef, applicationType }))}
    />
  );
};

export default OccupationPage;
