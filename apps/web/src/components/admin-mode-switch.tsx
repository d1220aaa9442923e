// The switch a group admin turns on to manage a tab's items (Problem Admin, Training Admin; spec 002 §2.3–§2.4).
import { Switch, Tooltip } from 'antd';
import './admin-mode-switch.css';

interface AdminModeSwitchProps {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  testId: string;
}

export function AdminModeSwitch({ label, hint, checked, onChange, testId }: AdminModeSwitchProps) {
  return (
    <Tooltip title={hint}>
      <span className="group-admin-mode">
        {label}
        <Switch size="small" checked={checked} onChange={onChange} data-testid={testId} />
      </span>
    </Tooltip>
  );
}
