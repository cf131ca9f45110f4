import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { AreaClosed, Bar, LinePath } from '@visx/shape';
import type { ReportMonthFigure } from '@tenant/contracts';
import { formatMoney, formatMoneyRounded, formatMonth } from '../format/format.js';
import { useReportContext } from '../report-context.js';

const WIDTH = 520;
const HEIGHT = 200;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 64 };
const TICKS = 4;

/**
 * A month-by-month chart drawn as plain SVG (so the PDF prints the same picture): bars for income
 * per month, a line over an area for the balance over time. The figures are also given in text.
 */
export const MonthChart = ({ figures, kind, title, note }: { figures: ReportMonthFigure[]; kind: 'bars' | 'line'; title: string; note?: string }) => {
  const { lang } = useReportContext();
  const labels = figures.map((f) => formatMonth(f.year, f.month, lang));
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const top = Math.max(0, ...figures.map((f) => f.value));
  const bottom = Math.min(0, ...figures.map((f) => f.value));
  const x = scaleBand<string>({ domain: labels, range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear<number>({ domain: [bottom, top || 1], range: [innerHeight, 0], nice: true });
  const centre = (i: number) => (x(labels[i]) ?? 0) + x.bandwidth() / 2;
  const description = figures.map((f, i) => `${labels[i]}: ${formatMoney(f.value, lang)}`).join(', ');
  return (
    <figure className="rv-chart">
      <figcaption className="rv-chart__title">{title}</figcaption>
      {note && <p className="rv-chart__note">{note}</p>}
      <svg width="100%" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`${title}: ${description}`}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {y.ticks(TICKS).map((tick) => (
            <g key={tick} transform={`translate(0, ${y(tick)})`}>
              <line x2={innerWidth} stroke="var(--color-border, #d5dbe3)" strokeDasharray="3 3" />
              <text x={-8} dy="0.32em" textAnchor="end" className="rv-chart__tick">
                {formatMoneyRounded(tick, lang)}
              </text>
            </g>
          ))}
          {kind === 'bars' ? (
            figures.map((f, i) => (
              <Bar
                key={labels[i]}
                x={x(labels[i])}
                y={y(Math.max(0, f.value))}
                width={x.bandwidth()}
                height={Math.abs(y(f.value) - y(0))}
                fill="var(--color-primary, #1f5fbf)"
                rx={3}
              />
            ))
          ) : (
            <>
              <AreaClosed<ReportMonthFigure> data={figures} x={(_, i) => centre(i)} y={(f) => y(f.value)} yScale={y} fill="var(--color-info-bg, #e8f0fb)" />
              <LinePath<ReportMonthFigure> data={figures} x={(_, i) => centre(i)} y={(f) => y(f.value)} stroke="var(--color-primary, #1f5fbf)" strokeWidth={2.5} />
              {/* a marker on each month, so a single month still shows its value */}
              {figures.map((f, i) => (
                <circle key={labels[i]} cx={centre(i)} cy={y(f.value)} r={3.5} fill="var(--color-primary, #1f5fbf)" />
              ))}
            </>
          )}
          {labels.map((label, i) => (
            <text key={label} x={centre(i)} y={innerHeight + 18} textAnchor="middle" className="rv-chart__tick">
              {label}
            </text>
          ))}
        </Group>
      </svg>
    </figure>
  );
};
