// A toggle with a count (likes, favourites): filled and primary while the caller's mark is on; the owner changes
// both once the server agreed.
import type { ReactNode } from 'react';
import { Button } from 'antd';

export interface CountToggleButtonProps {
  active: boolean;
  count: number;
  onToggle: () => void;
  /** The icons while the mark is on and off. */
  icons: readonly [on: ReactNode, off: ReactNode];
  /** What a click does (e.g. "Unlike" while liked). */
  label: string;
  loading?: boolean;
  testId: string;
}

export function CountToggleButton({ active, count, onToggle, icons, label, loading, testId }: CountToggleButtonProps) {
  return (
    <Button
      type={active ? 'primary' : 'default'}
      ghost={active}
      size="small"
      icon={active ? icons[0] : icons[1]}
      loading={loading}
      onClick={onToggle}
      aria-pressed={active}
      aria-label={label}
      title={label}
      data-testid={testId}
    >
      <span data-testid={`${testId}-count`}>{count}</span>
    </Button>
  );
}
