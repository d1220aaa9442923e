// The rank lists' top-10 bar chart (tree-shaken ECharts core, its own chunk): solved and submissions for ACM,
// score for OI.
import '@/locales/need/more';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { RankRow, RankType } from '@verdict/shared';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function RankChartCanvas({ rows, type }: { rows: RankRow[]; type: RankType }) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const bar = (name: string, data: number[], color: string) => ({ name, type: 'bar', data, itemStyle: { color }, barMaxWidth: 28 });
    const series =
      type === 'ACM'
        ? [
            bar(
              t('ranks:ac'),
              rows.map((r) => r.ac),
              '#52c41a',
            ),
            bar(
              t('ranks:total'),
              rows.map((r) => r.total),
              '#1677ff',
            ),
          ]
        : [
            bar(
              t('ranks:score'),
              rows.map((r) => r.score),
              '#fa8c16',
            ),
            bar(
              t('ranks:ac'),
              rows.map((r) => r.ac),
              '#52c41a',
            ),
          ];
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: series.map((s) => s.name) },
      grid: { left: 40, right: 16, top: 40, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: rows.map((r) => r.username), axisLabel: { interval: 0, rotate: rows.length > 4 ? 30 : 0 } },
      yAxis: { type: 'value', minInterval: 1 },
      series,
    };
  }, [rows, type, t]);
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 300 }} />;
}
