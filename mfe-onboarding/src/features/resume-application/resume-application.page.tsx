import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ApiError } from '@tenant/api-client';
import { selectApplicationInfo, selectContinueSaving, selectLang, selectRoute, useStepContinue } from '@tenant/bus';
import { applicationResumed, continuePressed, invitationResolved, navigateToStep, sessionStarted } from '@tenant/contracts';
import { formatDate } from '@tenant/i18n';
import { Button, ErrorBanner, PageHeader, SelectableCard, Spinner } from '@tenant/ui';
import { useSignupText } from '../../i18n/use-signup-text.js';
import {
  useDeleteApplicationMutation,
  useGetUncompleteApplicationsQuery,
  useLinkApplicationsMutation,
  useSendContinueLaterEmailMutation,
} from './api/resume-api.js';

const STEP = 'resume-application';
const PERSONAL_DETAILS_STEP = 'personal-details';
const HIDE_NAV_VALUES = new Set(['true', '1', 'True']);

type Choice = { kind: 'application'; id: string } | { kind: 'invitation'; code: string };

/**
 * Resume (spec 1§2, 1§4): earlier unfinished applications and invitations as one radio group; start new,
 * load the selected application (the current one is dropped, every field locked) or accept an
 * invitation (links the applications); nothing to offer, a hidden nav or another role start new at once.
 */
const ResumeApplicationPage = () => {
  const t = useSignupText();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const lang = useSelector(selectLang);
  const route = useSelector(selectRoute);
  const application = useSelector(selectApplicationInfo);
  const saving = useSelector(selectContinueSaving);
  const hideNav = HIDE_NAV_VALUES.has(search.get('hideNav') ?? '') || application.hide_nav;
  const offersResume = application.applicant_role === 'main-applicant' && !hideNav;
  const { data, isLoading, isError } = useGetUncompleteApplicationsQuery(undefined, { skip: !offersResume });
  const [deleteApplication] = useDeleteApplicationMutation();
  const [linkApplications] = useLinkApplicationsMutation();
  const [sendLink, sendState] = useSendContinueLaterEmailMutation();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const applications = data?.applications ?? [];
  const invitations = data?.invitations ?? [];
  const nothingToResume = !offersResume || isError || (data !== undefined && applications.length === 0 && invitations.length === 0);

  // Start new: the step itself saves nothing, Continue moves on to personal details.
  useStepContinue(STEP, async () => ({ success: true }));

  useEffect(() => {
    if (nothingToResume && !saving) dispatch(continuePressed({ stepRouter: STEP }));
    // once, when it is known that there is nothing to offer
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nothingToResume, dispatch]);

  const loadSelected = async () => {
    if (!choice || !route.applicationId) return;
    setBusy(true);
    setError(null);
    try {
      if (choice.kind === 'application') {
        await deleteApplication(route.applicationId).unwrap();
        dispatch(applicationResumed({ applicationId: choice.id }));
        navigate(`/${[lang, route.appType, 'fill', choice.id, PERSONAL_DETAILS_STEP].filter(Boolean).join('/')}${window.location.search}`);
      } else {
        const linked = await linkApplications(choice.code).unwrap();
        if (linked.access_token) dispatch(sessionStarted({ accessToken: linked.access_token }));
        dispatch(invitationResolved({ invitationCode: choice.code, applicantRole: linked.applicant_role, email: null }));
        dispatch(navigateToStep({ stepRouter: PERSONAL_DETAILS_STEP }));
      }
    } catch (failure) {
      setError((failure as ApiError).message || 'Resume.Error');
      setBusy(false);
    }
  };

  if (nothingToResume || isLoading || !data) return <Spinner label={t('Resume.Loading')} />;

  const group = 'resume-choice';
  return (
    <section aria-labelledby="resume-heading">
      <PageHeader intro={t('Resume.Intro')} heading={<span id="resume-heading">{t('Resume.Heading')}</span>} note={t('Resume.Note')} />
      <div role="radiogroup" aria-labelledby="resume-heading">
        {applications.length > 0 && <PageHeader level={2} heading={t('Resume.Applications')} />}
        {applications.map((item) => (
          <SelectableCard
            key={item.id}
            name={group}
            value={`application:${item.id}`}
            checked={choice?.kind === 'application' && choice.id === item.id}
            onSelect={() => setChoice({ kind: 'application', id: item.id })}
            title={t('Resume.ApplicationTitle', {
              name: `${item.first_name} ${item.last_name}`,
              occupation: item.employment_status ? t(`Occupation.${item.employment_status.replace('-e', 'E')}.Title`) : '—',
            })}
            description={t('Resume.ApplicationStarted', { date: formatDate(item.time_created, lang) })}
          />
        ))}
        {invitations.length > 0 && <PageHeader level={2} heading={t('Resume.Invitations')} />}
        {invitations.map((item) => (
          <SelectableCard
            key={item.id}
            name={group}
            value={`invitation:${item.code}`}
            checked={choice?.kind === 'invitation' && choice.code === item.code}
            onSelect={() => setChoice({ kind: 'invitation', code: item.code })}
            title={t('Resume.InvitationTitle', { name: item.invited_by })}
            description={t('Resume.InvitationDetails', { role: t(`Resume.Role.${item.role}`), date: formatDate(item.invited_at, lang) })}
          />
        ))}
      </div>
      {error && <ErrorBanner message={t(error)} onClose={() => setError(null)} closeLabel={t('General.Close')} />}
      {sendState.isSuccess && <ErrorBanner variant="info" message={t('Resume.EmailSent')} />}
      {sendState.isError && <ErrorBanner message={t((sendState.error as ApiError).message || 'Resume.Error')} />}
      <div style={{ display: 'flex', gap: '1rem', justifyContent: 'space-between', flexWrap: 'wrap', marginTop: '1.5rem' }}>
        <Button variant="secondary" disabled={busy || saving} onClick={() => dispatch(continuePressed({ stepRouter: STEP }))}>
          {t('Resume.StartNew')}
        </Button>
        <Button variant="link" loading={sendState.isLoading} disabled={sendState.isSuccess} onClick={() => void sendLink()}>
          {t('Resume.EmailLink')}
        </Button>
        <Button disabled={!choice || saving} loading={busy} onClick={() => void loadSelected()}>
          {choice?.kind === 'invitation' ? t('Resume.LoadInvitation') : t('Resume.LoadSelected')}
        </Button>
      </div>
    </section>
  );
};

export default ResumeApplicationPage;
