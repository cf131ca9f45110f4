import { useTranslation } from 'react-i18next';

/** Placeholder of a screen while a saved application loads (spec 1§2 Shell). */
export const LoadingSkeleton = () => {
  const { t } = useTranslation('chrome');
  return (
    <div className="shell-skeleton" role="status" aria-busy="true" data-testid="loading-skeleton">
      <span className="ui-visually-hidden">{t('Skeleton.Loading')}</span>
      <div className="shell-skeleton__bar shell-skeleton__bar--short" aria-hidden="true" />
      <div className="shell-skeleton__bar shell-skeleton__bar--title" aria-hidden="true" />
      <div className="shell-skeleton__bar" aria-hidden="true" />
      <div className="shell-skeleton__bar shell-skeleton__bar--block" aria-hidden="true" />
      <div className="shell-skeleton__bar shell-skeleton__bar--short" aria-hidden="true" />
    </div>
  );
};
