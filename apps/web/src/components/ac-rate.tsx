// A problem's pass rate: accepted over all submissions as a bar with two decimals (0.00% without submissions). The bar
// is a few lines of CSS drawn as antd's small line Progress (whose code would be 2.3 KB more on the problem list).
import { Tooltip } from 'antd';
import { formatAcRate } from '@/lib/units';
import './ac-rate.css';

export function AcRate({ ac, total }: { ac: number; total: number }) {
  const percent = total > 0 ? (ac / total) * 100 : 0;
  return (
    <Tooltip title={`${ac} / ${total}`}>
      <div
        className="ac-rate"
        role="progressbar"
        aria-valuenow={Math.round(percent)}
        aria-valuemin={0}
        aria-valuemax={100}
        data-testid="ac-rate"
      >
        <span className="ac-rate-rail">
          <span className="ac-rate-track" style={{ width: `${percent}%` }} />
        </span>
        <span className="ac-rate-text">{formatAcRate(ac, total)}</span>
      </div>
    </Tooltip>
  );
}
