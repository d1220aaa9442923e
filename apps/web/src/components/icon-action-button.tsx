// A row's action in the back-office tables: a small icon button with its tooltip.
import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';

interface IconActionButtonProps {
  /** The tooltip. */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  testId: string;
}

export function IconActionButton({ label, icon, onClick, disabled, testId }: IconActionButtonProps) {
  return (
    <Tooltip title={label}>
      <Button size="small" type="text" icon={icon} onClick={onClick} disabled={disabled} data-testid={testId} />
    </Tooltip>
  );
}
