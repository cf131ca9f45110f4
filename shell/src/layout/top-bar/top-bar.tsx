import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { selectListingInfo, selectRoute } from '@tenant/bus';
import { useAppConfig } from '../../platform/app-config.js';
import { LanguageSwitch } from '../language-switch.js';

/** The listing's apply page: `/{lang}[/{appType}]/apply/{listingId}`. */
export const applyPath = (lang: string, appType: string | null, listingId: string | number) => `/${[lang, appType, 'apply', listingId].filter(Boolean).join('/')}`;

const ProductMark = () => (
  <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
    <path d="M7 17 16 9l9 8v8H7z" fill="var(--color-primary-contrast)" />
    <path d="m12 20 3 3 6-6" stroke="var(--color-primary)" strokeWidth="2.4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * Top bar (spec 1§2 Shell): the partner's logo when the listing has a company (to the company's site, or
 * back to the listing's apply page), otherwise the product logo to the marketing site; the language dropdown.
 */
export const TopBar = () => {
  const { t } = useTranslation('chrome');
  const { marketingSiteUrl } = useAppConfig();
  const route = useSelector(selectRoute);
  const listing = useSelector(selectListingInfo);
  const company = listing?.company;

  let logo;
  if (company?.logo && listing) {
    const image = <img src={company.logo} alt={t(company.url ? 'TopBar.PartnerLogo.ToCompany' : 'TopBar.PartnerLogo.ToListing')} />;
    logo = company.url ? (
      <a className="shell-logo" href={company.url} data-testid="partner-logo">
        {image}
      </a>
    ) : (
      <Link className="shell-logo" to={applyPath(route.lang, route.appType, route.listingId ?? listing.id)} data-testid="partner-logo">
        {image}
      </Link>
    );
  } else {
    logo = (
      <a className="shell-logo" href={marketingSiteUrl} title={t('TopBar.ProductLogo.Title')}>
        <ProductMark />
        {t('TopBar.Logo')}
      </a>
    );
  }

  return (
    <header className="shell-top-bar">
      {logo}
      <LanguageSwitch />
    </header>
  );
};
