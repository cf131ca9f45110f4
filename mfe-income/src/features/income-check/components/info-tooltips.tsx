import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '@tenant/ui';

const TOPICS = ['Why', 'Who', 'Protection'] as const;

const InfoTooltip = ({ topic }: { topic: (typeof TOPICS)[number] }) => {
  const { t } = useTranslation('income');
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className="income-tooltip" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className="ui-button ui-button--link"
        aria-expanded={open}
        aria-describedby={open ? id : undefined}
        onClick={() => setOpen(true)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        <InfoIcon /> {t(`IncomeCheck.Tooltip.${topic}.Label`)}
      </button>
      {open && (
        <span id={id} role="tooltip" className="income-tooltip__text">
          {t(`IncomeCheck.Tooltip.${topic}.Text`)}
        </span>
      )}
    </span>
  );
};

/** Why the data is asked, who sees it and how it is protected (spec 2§2). */
export const InfoTooltips = () => (
  <div className="income-tooltips">
    {TOPICS.map((topic) => (
      <InfoTooltip key={topic} topic={topic} />
    ))}
  </div>
);
