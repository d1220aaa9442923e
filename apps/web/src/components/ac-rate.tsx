// A problem's pass rate: accepted over all submissions as a bar with two decimals (0.00% without submissions).
import { Progress, Tooltip } from 'antd';
import { formatAcRate } from '@/lib/units';

export function AcRate({ ac, total }: { ac: number; total: number }) {
  return (
    <Tooltip title={`${ac} / ${total}`}>
      <Progress
        percent={total > 0 ? (ac / total) * 100 : 0}
        size="small"
        format={() => formatAcRate(ac, total)}
        strokeColor="#52c41a"
        data-testid="ac-rate"
      />
    </Tooltip>
  );
}
