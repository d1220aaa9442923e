// An inline text field saved when it loses focus or on Enter, if it changed and is not blank; otherwise it goes
// back to the stored value. Key it by the stored value so a saved change resets it.
import { useState } from 'react';
import { Input } from 'antd';

interface CommitInputProps {
  value: string;
  maxLength: number;
  onCommit: (value: string) => void;
  disabled?: boolean;
  className?: string;
  testId: string;
}

export function CommitInput({ value, maxLength, onCommit, disabled, className, testId }: CommitInputProps) {
  const [draft, setDraft] = useState(value);
  const commit = () => {
    const next = draft.trim();
    if (!next || next === value) {
      setDraft(value);
      return;
    }
    onCommit(next);
  };
  return (
    <Input
      size="small"
      value={draft}
      maxLength={maxLength}
      disabled={disabled}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onPressEnter={commit}
      className={className}
      data-testid={testId}
    />
  );
}
