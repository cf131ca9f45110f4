import { Fragment, type ReactNode } from 'react';

/** A titled block of the report; its heading names the region for assistive technology. */
export const Section = ({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) => (
  <section className={`rv-section${className ? ` ${className}` : ''}`} aria-labelledby={`rv-${id}`}>
    <h2 id={`rv-${id}`} className="rv-section__title">
      {title}
    </h2>
    {children}
  </section>
);

/** Label–value pairs. Values that are absent are left out rather than shown empty. */
export const Facts = ({ items }: { items: Array<[label: string, value: ReactNode | null | undefined]> }) => (
  <dl className="rv-facts">
    {items
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([label, value]) => (
        <div key={label} className="rv-facts__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
  </dl>
);

/** An e-mail address that wraps, when it must, before its @ or a dot rather than inside a word. */
export const EmailAddress = ({ address }: { address: string }) => (
  <>
    {address.split(/(?=[@.])/).map((part, i) => (
      <Fragment key={i}>
        {i > 0 && <wbr />}
        {part}
      </Fragment>
    ))}
  </>
);
