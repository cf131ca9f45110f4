import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectUser } from '@tenant/bus';
import { PageHeader } from '@tenant/ui';

/** Greeting with the applicant's full name, or the placeholder greeting when there is none (spec 1§2). */
export const PersonalGreeting = ({ heading, note, headingId }: { heading: string; note: string; headingId: string }) => {
  const { t } = useTranslation('personal');
  const user = useSelector(selectUser);
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return <PageHeader intro={name ? t('PersonalDetails.Greeting', { name }) : t('PersonalDetails.GreetingNoName')} heading={<span id={headingId}>{heading}</span>} note={note} />;
};
