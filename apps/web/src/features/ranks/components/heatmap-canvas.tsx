// The user home's one-year calendar heatmap (tree-shaken ECharts core: calendar + heatmap, its own chunk).
import '@/locales/need/more';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { HeatmapChart } from 'echarts/charts';
import { CalendarComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { CalendarHeatmap } from '@verdict/shared';

echarts.use([HeatmapChart, CalendarComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

/** yyyy-MM-dd a year before `endDate`, plus one day: the calendar shows 365 or 366 days ending on it. */
function yearBefore(endDate: string): string {
  const [y, m, d] = endDate.split('-').map(Number);
  const start = new Date(y - 1, m - 1, d + 1);
  return `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}`;
}

export default function HeatmapCanvas({ heatmap, compact }: { heatmap: CalendarHeatmap; compact: boolean }) {
  const { t, i18n } = useTranslation();
  const option = useMemo(() => {
    const max = Math.max(4, ...heatmap.dataList.map((d) => d.count));
    const zh = i18n.language.startsWith('zh');
    return {
      tooltip: {
        formatter: (p: { value: [string, number] }) => t('ranks:heatmapTooltip', { date: p.value[0], count: p.value[1] }),
      },
      visualMap: {
        min: 0,
        max,
        show: false,
        inRange: { color: ['#ebedf0', '#9be9a8', '#40c463', '#30a14e', '#216e39'] },
      },
      calendar: {
        range: [yearBefore(heatmap.endDate), heatmap.endDate],
        top: 24,
        left: compact ? 24 : 'center',
        cellSize: compact ? 11 : 14,
        splitLine: { show: false },
        itemStyle: { borderWidth: 2, borderColor: '#fff', color: '#ebedf0' },
        yearLabel: { show: false },
        dayLabel: { nameMap: zh ? 'ZH' : 'EN', firstDay: 1, fontSize: 10 },
        monthLabel: { nameMap: zh ? 'ZH' : 'EN', fontSize: 10 },
      },
      series: [{ type: 'heatmap', coordinateSystem: 'calendar', data: heatmap.dataList.map((d) => [d.date, d.count]) }],
    };
  }, [heatmap, compact, t, i18n.language]);
  return (
    <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: compact ? 120 : 150, minWidth: compact ? 640 : 820 }} />
  );
}
