import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { injectStyles } from '../theme/styles.js';
import { pageHeaderCss } from './page-header.css.js';

injectStyles('ui-page-header', pageHeaderCss);

export interface PageHeaderProps {
  heading: ReactNode;
  intro?: ReactNode;
  note?: ReactNode;
  centered?: boolean;
  /** Heading level: 1 for a page, 2 for a sub-heading inside a page (smaller, tighter). */
  level?: 1 | 2;
  /** Marks a sub-heading's section as optional or required (localised marker after the heading). */
  marker?: 'optional' | 'required';
}

/** Small intro line, main heading, note (spec 1§2 shared visual pieces); centred and sub-heading variants. */
export const PageHeader = ({ heading, intro, note, centered = false, level = 1, marker }: PageHeaderProps) => {
  const { t } = useTranslation('ui');
  const Heading = level === 1 ? 'h1' : 'h2';
  const classes = ['ui-page-header', centered && 'ui-page-header--centered', level === 2 && 'ui-page-header--sub'].filter(Boolean).join(' ');
  return (
    <header className={classes}>
      {intro && <p className="ui-page-header__intro">{intro}</p>}
      <Heading className="ui-page-header__heading">
        {heading}
        {marker && ' '}
        {marker === 'optional' && <span className="ui-page-header__marker">({t('Ui.Optional')})</span>}
        {marker === 'required' && (
          <span className="ui-page-header__marker ui-page-header__marker--required">
            <span aria-hidden="true">*</span>
            <span className="ui-visually-hidden">{t('Ui.Required')}</span>
          </span>
        )}
      </Heading>
      {note && <p className="ui-page-header__note">{note}</p>}
    </header>
  );
};
