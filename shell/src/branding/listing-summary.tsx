import { useTranslation } from 'react-i18next';
import type { Listing } from '@tenant/contracts';
import { injectStyles } from '@tenant/ui';

const CSS = `
.shell-listing { display: flex; flex-wrap: wrap; gap: .25rem 1rem; align-items: baseline; margin: 0 0 1rem; padding: .75rem 1rem;
  border: 1px solid var(--color-border, #d5dbe3); border-radius: 8px; background: var(--color-surface, #fff); }
.shell-listing__label { flex-basis: 100%; margin: 0; font-size: .8125rem; color: var(--color-muted, #5b6675); }
.shell-listing__name { margin: 0; font-weight: 700; }
.shell-listing__address, .shell-listing__rent { margin: 0; }
`;

/**
 * What the applicant applies for, from the first screen (issue 22): the listing's name, address and
 * monthly rent, the rent in the interface language's currency format (thousands grouped in Italian too).
 */
export const ListingSummary = ({ listing }: { listing: Listing }) => {
  const { t, i18n } = useTranslation('chrome');
  injectStyles('shell-listing', CSS);
  const rent =
    typeof listing.monthlyRent === 'number'
      ? new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR', useGrouping: 'always' }).format(listing.monthlyRent)
      : null;
  return (
    <section className="shell-listing" aria-labelledby="shell-listing-label">
      <p className="shell-listing__label" id="shell-listing-label">
        {t('Listing.Summary.Label')}
      </p>
      <p className="shell-listing__name">{listing.name}</p>
      {listing.address && <p className="shell-listing__address">{listing.address}</p>}
      {rent && <p className="shell-listing__rent">{t('Listing.Summary.Rent', { amount: rent })}</p>}
    </section>
  );
};
