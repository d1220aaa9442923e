// Weekly chart: accepted submissions (bars) and all submissions (a smooth line) of the last seven days, drawn as SVG.
// Pointing at (or tapping) a day shows its figures; the legend hides and shows a series; a visually hidden table gives
// screen readers the same figures. No chart library here: ECharts' core alone is 130 KB of compressed JavaScript,
// more than half of what the home page may load (issue 17), for seven bars and a line.
import { useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeekSubmissionStatistics } from '@verdict/shared';
import { useElementWidth } from '@/hooks/use-element-width';
import { niceCountTicks, smoothPath } from '@/lib/chart-geometry';

const HEIGHT = 252;
const PLOT = { left: 40, right: 16, top: 12, bottom: 28 };
/** Below this width of a day, every other date label is left out (they would touch). */
const LABEL_ROOM = 40;
const SERIES = [
  { key: 'ac', label: 'home:chartAc', color: '#52c41a' },
  { key: 'total', label: 'home:chartTotal', color: '#1677ff' },
] as const;
type SeriesKey = (typeof SERIES)[number]['key'];

export function WeeklyChart({ stats }: { stats: WeekSubmissionStatistics }) {
  const { t } = useTranslation();
  const { ref, width } = useElementWidth();
  const [hidden, setHidden] = useState<ReadonlySet<SeriesKey>>(new Set());
  const [active, setActive] = useState<number | null>(null);

  const values: Record<SeriesKey, number[]> = { ac: stats.acCountList, total: stats.totalCountList };
  const days = stats.dateStrList;
  const shown = SERIES.filter((series) => !hidden.has(series.key));
  const ticks = niceCountTicks(Math.max(0, ...shown.flatMap((series) => values[series.key])));
  const top = ticks[ticks.length - 1];
  const plotWidth = Math.max(0, width - PLOT.left - PLOT.right);
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const band = plotWidth / days.length;
  const xOf = (day: number) => PLOT.left + band * (day + 0.5);
  const yOf = (value: number) => PLOT.top + plotHeight * (1 - value / top);
  const barWidth = Math.min(band * 0.5, 36);

  const toggle = (key: SeriesKey) =>
    setHidden((before) => {
      const next = new Set(before);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const point = (event: ReactPointerEvent<SVGRectElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    setActive(Math.min(days.length - 1, Math.max(0, Math.floor(x / band))));
  };

  return (
    <div className="weekly-chart" data-testid="weekly-chart-svg">
      <div className="weekly-chart-legend">
        {SERIES.map((series) => (
          <button
            key={series.key}
            type="button"
            aria-pressed={!hidden.has(series.key)}
            onClick={() => toggle(series.key)}
            data-testid={`weekly-chart-legend-${series.key}`}
          >
            <span className="weekly-chart-swatch" style={{ background: series.color }} />
            {t(series.label)}
          </button>
        ))}
      </div>
      <div ref={ref} className="weekly-chart-plot">
        {width > 0 && (
          <svg width={width} height={HEIGHT} aria-hidden="true">
            {ticks.map((tick) => (
              <g key={tick}>
                <line className="weekly-chart-grid" x1={PLOT.left} x2={width - PLOT.right} y1={yOf(tick)} y2={yOf(tick)} />
                <text x={PLOT.left - 8} y={yOf(tick)} textAnchor="end" dominantBaseline="middle">
                  {tick}
                </text>
              </g>
            ))}
            {active !== null && (
              <rect className="weekly-chart-active-day" x={PLOT.left + band * active} y={PLOT.top} width={band} height={plotHeight} />
            )}
            {days.map((day, i) =>
              band >= LABEL_ROOM || (days.length - 1 - i) % 2 === 0 ? (
                <text key={day} x={xOf(i)} y={HEIGHT - 8} textAnchor="middle">
                  {day}
                </text>
              ) : null,
            )}
            {!hidden.has('ac') &&
              values.ac.map((value, i) => (
                <rect
                  key={days[i]}
                  className="weekly-chart-bar"
                  x={xOf(i) - barWidth / 2}
                  y={yOf(value)}
                  width={barWidth}
                  height={yOf(0) - yOf(value)}
                  fill={SERIES[0].color}
                />
              ))}
            {!hidden.has('total') && (
              <g className="weekly-chart-line">
                <path
                  d={smoothPath(values.total.map((value, i) => ({ x: xOf(i), y: yOf(value) })))}
                  fill="none"
                  stroke={SERIES[1].color}
                  strokeWidth={2}
                />
                {values.total.map((value, i) => (
                  <circle
                    key={days[i]}
                    cx={xOf(i)}
                    cy={yOf(value)}
                    r={i === active ? 5 : 3}
                    fill="#fff"
                    stroke={SERIES[1].color}
                    strokeWidth={2}
                  />
                ))}
              </g>
            )}
            <rect
              x={PLOT.left}
              y={PLOT.top}
              width={plotWidth}
              height={plotHeight}
              fill="transparent"
              onPointerDown={point}
              onPointerMove={point}
              onPointerLeave={() => setActive(null)}
              data-testid="weekly-chart-hover"
            />
          </svg>
        )}
        {active !== null && (
          <div
            className="weekly-chart-tooltip"
            role="status"
            // Beside the day, on the side with more room, so that it hides neither the day's bar nor its point.
            style={
              xOf(active) > width / 2
                ? { right: width - (xOf(active) - band / 2) + 8, top: PLOT.top + 8 }
                : { left: xOf(active) + band / 2 + 8, top: PLOT.top + 8 }
            }
            data-testid="weekly-chart-tooltip"
          >
            <div>{days[active]}</div>
            {shown.map((series) => (
              <div key={series.key}>
                <span className="weekly-chart-swatch" style={{ background: series.color }} />
                {t(series.label)} <strong>{values[series.key][active]}</strong>
              </div>
            ))}
          </div>
        )}
      </div>
      <table className="visually-hidden">
        <caption>{t('home:weeklySubmissions')}</caption>
        <thead>
          <tr>
            <th scope="col" />
            {SERIES.map((series) => (
              <th key={series.key} scope="col">
                {t(series.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day, i) => (
            <tr key={day}>
              <th scope="row">{day}</th>
              {SERIES.map((series) => (
                <td key={series.key}>{values[series.key][i]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
