import { Arc } from '@visx/shape';
import { Group } from '@visx/group';
import { useTranslation } from 'react-i18next';
import type { ReportMonthlyAffordability } from '@tenant/contracts';
import { formatMoneyRounded } from '../format/format.js';
import { useReportContext } from '../report-context.js';

const WIDTH = 240;
const HEIGHT = 140;
const RADIUS = 100;
const START = -Math.PI / 2;

/** Where `value` sits on the half circle from min (left) to max (right), clamped. */
export const gaugeAngle = (value: number, min: number, max: number): number => {
  const share = max > min ? Math.min(1, Math.max(0, (value - min) / (max - min))) : 0.5;
  return START + share * Math.PI;
};

/**
 * The suggested maximum rent as a half-circle gauge from min to max, with the listing's rent as a
 * needle: green while the rent is within the suggestion, orange above it.
 */
export const AffordabilityGauge = ({ affordability }: { affordability: ReportMonthlyAffordability }) => {
  const { t } = useTranslation('report');
  const { lang } = useReportContext();
  const { value, min, max, rent } = affordability;
  const money = (amount: number) => formatMoneyRounded(amount, lang);
  const needle = rent === null ? null : gaugeAngle(rent, min, max);
  const withinSuggestion = rent === null || rent <= value;
  const label = t('Report.Affordability.GaugeLabel', { value: money(value), min: money(min), max: money(max), rent: rent === null ? '–' : money(rent) });
  return (
    <svg className="rv-gauge" width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      <Group left={WIDTH / 2} top={RADIUS + 10}>
        <Arc innerRadius={RADIUS - 18} outerRadius={RADIUS} startAngle={START} endAngle={-START} fill="var(--rv-track, #e3e8ef)" />
        <Arc
          innerRadius={RADIUS - 18}
          outerRadius={RADIUS}
          startAngle={START}
          endAngle={gaugeAngle(value, min, max)}
          fill={withinSuggestion ? 'var(--color-success, #1e7a3c)' : 'var(--color-warning, #a15c00)'}
        />
        {needle !== null && (
          <line
            x1={0}
            y1={0}
            x2={Math.sin(needle) * (RADIUS - 4)}
            y2={-Math.cos(needle) * (RADIUS - 4)}
            stroke="var(--color-text, #1b2430)"
            strokeWidth={3}
            strokeLinecap="round"
          />
        )}
        <text y={-24} textAnchor="middle" className="rv-gauge__value">
          {money(value)}
        </text>
        <text x={-RADIUS + 9} y={20} textAnchor="middle" className="rv-gauge__bound">
          {money(min)}
        </text>
        <text x={RADIUS - 9} y={20} textAnchor="middle" className="rv-gauge__bound">
          {money(max)}
        </text>
      </Group>
    </svg>
  );
};
