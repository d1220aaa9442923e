// Loading placeholder for lazy pages and the first route resolution.
import { Spin } from 'antd';

export function PageLoader() {
  return (
    <div className="page-loader" data-testid="page-loader">
      <Spin size="large" />
    </div>
  );
}
