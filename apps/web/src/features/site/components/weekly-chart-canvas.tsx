// Weekly chart canvas: the ECharts drawing (tree-shaken core), split into its own chunk so the home page paints first.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { WeekSubmissionStatistics } from '@verdict/shared';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function WeeklyChartCanvas({ stats }: { stats: WeekSubmissionStatistics }) {
  const { t } = useTranslation();
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: [t('home:chartAc'), t('home:chartTotal')] },
      grid: { left: 40, right: 16, top: 40, bottom: 28 },
      xAxis: { type: 'category', data: stats.dateStrList },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: t('home:chartAc'), type: 'bar', data: stats.acCountList, itemStyle: { color: '#52c41a' } },
        { name: t('home:chartTotal'), type: 'line', smooth: true, data: stats.totalCountList, itemStyle: { color: '#1677ff' } },
      ],
    }),
    [stats, t],
  );
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 280 }} />;
}
