import type { ReactNode } from 'react';
import { ensureStyles } from '../theme/styles.js';

ensureStyles();

export interface PageHeaderProps {
  heading: ReactNode;
  intro?: ReactNode;
  note?: ReactNode;
  centered?: boolean;
  /** Heading level: 1 for a page, 2 for a sub-heading inside a page. */
  level?: 1 | 2;
}

/** Small intro line, main heading, note (spec 1§2 shared visual pieces). */
export const PageHeader = ({ heading, intro, note, centered = false, level = 1 }: PageHeaderProps) => {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className={`ui-page-header${centered ? ' ui-page-header--centered' : ''}`}>
      {intro && <p className="ui-page-header__intro">{intro}</p>}
      <Heading className="ui-page-header__heading">{heading}</Heading>
      {note && <p className="ui-page-header__note">{note}</p>}
    </header>
  );
};
