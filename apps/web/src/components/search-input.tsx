// antd's Input.Search (an input and a search button joined, Enter, the button and the clear icon search) from the
// input alone: importing `Input` brings its whole family (text area, password, OTP, search), about 5 KB compressed more
// on the pages that load first.
import { useState, type CSSProperties } from 'react';
import { Button, Space } from 'antd';
import Input from 'antd/es/input/Input';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface SearchInputProps {
  defaultValue: string;
  placeholder: string;
  onSearch: (value: string) => void;
  disabled?: boolean;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

export function SearchInput({ defaultValue, placeholder, onSearch, disabled, className, style, 'data-testid': testId }: SearchInputProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(defaultValue);
  return (
    <Space.Compact className={['ant-input-search', className].filter(Boolean).join(' ')} style={style} data-testid={testId}>
      <Input
        allowClear
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => {
          setValue(event.target.value);
          // The clear icon's change is a click: it searches for everything, as Input.Search does.
          if (event.type === 'click') onSearch('');
        }}
        onPressEnter={() => onSearch(value)}
      />
      <Button icon={<SearchOutlined />} aria-label={t('common:search')} disabled={disabled} onClick={() => onSearch(value)} />
    </Space.Compact>
  );
}
