// One choice out of a short list as a button that opens a menu (antd's Dropdown, which the shell already has), where
// a Select would download antd's Select (about 13 KB compressed) on the pages that load first: the problem list's
// filters and the page size of a server-paged table.
import { useRef, type CSSProperties } from 'react';
import { Button, Dropdown } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import './menu-select.css';

export interface MenuSelectOption<V extends string | number> {
  value: V;
  label: string;
}

interface MenuSelectProps<V extends string | number> {
  value: V | undefined;
  options: MenuSelectOption<V>[];
  onChange: (value: V | undefined) => void;
  /** Shown, greyed, while nothing is chosen; also what the button's accessible name says it chooses. */
  placeholder: string;
  /** The label of a first item that clears the choice; without it a choice cannot be cleared. */
  clearLabel?: string;
  disabled?: boolean;
  size?: 'small' | 'middle';
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

const CLEAR_KEY = '';

export function MenuSelect<V extends string | number>({
  value,
  options,
  onChange,
  placeholder,
  clearLabel,
  disabled,
  size,
  className,
  style,
  'data-testid': testId,
}: MenuSelectProps<V>) {
  const chosen = options.find((option) => option.value === value);
  const items = [
    ...(clearLabel === undefined ? [] : [{ key: CLEAR_KEY, label: clearLabel }]),
    ...options.map((option) => ({ key: String(option.value), label: option.label })),
  ];
  const choose = (key: string) => onChange(options.find((option) => String(option.value) === key)?.value);
  const popup = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The menu opens with the current choice focused, so the arrow keys move from it (the menu's own autofocus takes
  // the first entry), and gives the focus back to the button when it closes (Escape, a choice), as a select does.
  const focusChoice = () =>
    requestAnimationFrame(() => {
      const entries = popup.current?.querySelectorAll<HTMLElement>('[role=menuitem]');
      const current = popup.current?.querySelector<HTMLElement>('.ant-dropdown-menu-item-selected');
      (current ?? entries?.[0])?.focus();
    });
  const focusButton = () =>
    requestAnimationFrame(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body || popup.current?.contains(focused)) button.current?.focus();
    });
  return (
    <Dropdown
      trigger={['click']}
      disabled={disabled}
      onOpenChange={(open) => (open ? focusChoice() : focusButton())}
      popupRender={(menu) => <div ref={popup}>{menu}</div>}
      menu={{
        items,
        selectable: true,
        selectedKeys: [chosen ? String(chosen.value) : CLEAR_KEY],
        onClick: ({ key }) => choose(key),
      }}
    >
      <Button
        ref={button}
        size={size}
        className={['menu-select', className].filter(Boolean).join(' ')}
        style={style}
        aria-label={chosen ? `${placeholder}: ${chosen.label}` : placeholder}
        aria-haspopup="menu"
        data-testid={testId}
        data-value={chosen ? String(chosen.value) : undefined}
        icon={<DownOutlined className="menu-select-arrow" />}
        iconPlacement="end"
      >
        <span className={chosen ? 'menu-select-value' : 'menu-select-placeholder'}>{chosen ? chosen.label : placeholder}</span>
      </Button>
    </Dropdown>
  );
}
