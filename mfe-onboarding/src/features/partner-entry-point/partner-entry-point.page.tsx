import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { AppDispatch } from '@tenant/bus';
import { selectLang } from '@tenant/bus';
import { PARTNER_FAILURE_REDIRECT_MS } from '@tenant/domain';
import { ErrorBanner, PageHeader, Spinner } from '@tenant/ui';
import { useSignupText } from '../../i18n/use-signup-text.js';
import { enterAsPartner, type PartnerEntryOutcome } from './partner-entry.js';

const INCOME_CHECK_STEP = 'income-check';

type View = { status: 'authenticating' } | Exclude<PartnerEntryOutcome, { kind: 'authenticated' }> | { kind: 'authenticated' };

/**
 * PartnerEntryPoint (spec 2§2, 2§4): 'Authenticating...', then IncomeCheck of a new rapid application;
 * a refused signature shows 'Err:' with the reason, any other failure 'Authentication Failed', and both
 * go to unauthorized after 3 s.
 */
const PartnerEntryPointPage = () => {
  const t = useSignupText();
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const lang = useSelector(selectLang);
  const { listingId } = useParams();
  const [search] = useSearchParams();
  const sig = search.get('sig') ?? '';
  const [view, setView] = useState<View>({ status: 'authenticating' } as View);
  const [listingMissing, setListingMissing] = useState(false);

  useEffect(() => {
    let current = true;
    void enterAsPartner(dispatch, sig, listingId ?? null, () => current && setListingMissing(true)).then((outcome) => {
      if (!current) return;
      if (outcome.kind === 'authenticated') {
        setView({ kind: 'authenticated' });
        navigate(`/${lang}/rapid/fill/${outcome.applicationId}/${INCOME_CHECK_STEP}`, { replace: true });
      } else setView(outcome);
    });
    return () => {
      current = false;
    };
  }, [dispatch, sig, listingId, lang, navigate]);

  const failed = 'kind' in view && view.kind !== 'authenticated';
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => navigate(`/${lang}/unauthorized`, { replace: true }), PARTNER_FAILURE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [failed, lang, navigate]);

  return (
    <section aria-live="polite">
      {listingMissing && <ErrorBanner variant="info" message={t('PartnerEntry.ListingMissing')} />}
      {'kind' in view && view.kind === 'refused' && <ErrorBanner message={`${t('PartnerEntry.ErrorPrefix')} ${t(view.message)}`} />}
      {'kind' in view && view.kind === 'failed' && <PageHeader centered heading={t('PartnerEntry.Failed')} />}
      {'kind' in view && view.kind === 'authenticated' && <PageHeader centered heading={t('Authenticated')} />}
      {!('kind' in view) && <Spinner size="large" label={t('PartnerEntry.Authenticating')} />}
    </section>
  );
};

export default PartnerEntryPointPage;
