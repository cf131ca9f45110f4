import { useTranslation } from 'react-i18next';
import type { Report } from '@tenant/contracts';
import { formatMoney } from '../format/format.js';
import { useReportContext } from '../report-context.js';
import { Facts, Section } from './section.js';

/** The current rent says where it comes from: the statements (detected) or the applicant (declared). */
const CURRENT_RENT_LABELS = { detected: 'Report.Listing.CurrentRentDetected', declared: 'Report.Listing.CurrentRentDeclared', unknown: 'Report.Listing.CurrentRent' } as const;

/** Listing details (spec 2§2 contents): name, address, price, the applicant's current rent, deposit. */
export const ListingDetails = ({ report }: { report: Report }) => {
  const { t } = useTranslation('report');
  const { lang } = useReportContext();
  const listing = report.listing_info;
  const money = (value: number | null) => (value === null ? null : formatMoney(value, lang));
  if (!listing.listing_name && !listing.address && listing.price === null) return null;
  return (
    <Section id="listing" title={t('Report.Listing.Title')}>
      <Facts
        items={[
          [t('Report.Listing.Name'), listing.listing_name],
          [t('Report.Listing.Address'), listing.address],
          [t(report.type === 'mortgage' ? 'Report.Listing.PropertyPrice' : 'Report.Listing.Price'), money(listing.price)],
          [t(CURRENT_RENT_LABELS[listing.current_rent_source ?? 'unknown']), money(listing.current_rent)],
          [t('Report.Listing.Deposit'), money(listing.deposit)],
        ]}
      />
    </Section>
  );
};
