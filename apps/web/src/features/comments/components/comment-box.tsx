// The box a comment or a reply is written in (spec 002 §5): login required, not blank after trimming, at most
// 10000 characters with a counter. The text stays when the server refuses it.
import '@/locales/need/more';
import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISCUSSION_LIMITS } from '@verdict/shared';
import { useLoginGate } from '@/hooks/use-login-gate';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';

interface CommentBoxProps {
  placeholder: string;
  submitLabel: string;
  onSubmit: (content: string) => Promise<unknown>;
  testId: string;
  onCancel?: () => void;
  autoFocus?: boolean;
}

export function CommentBox({ placeholder, submitLabel, onSubmit, testId, onCancel, autoFocus }: CommentBoxProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const loginGate = useLoginGate();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async () => {
    if (!loginGate()) return;
    if (!text.trim()) return notify.warning(t('discussion:comment.blank'));
    setSending(true);
    try {
      await onSubmit(text);
      setText('');
      notify.success(t('discussion:toast.posted'));
    } catch {
      // The API client showed why; the text stays for another try.
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="comment-box" data-testid={testId}>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={user ? placeholder : t('discussion:comment.loginFirst')}
        autoSize={{ minRows: 3, maxRows: 12 }}
        showCount
        maxLength={DISCUSSION_LIMITS.commentMax}
        autoFocus={autoFocus}
        data-testid={`${testId}-input`}
      />
      <Space className="comment-box-actions">
        {onCancel && <Button onClick={onCancel}>{t('discussion:form.cancel')}</Button>}
        <Button type="primary" loading={sending} onClick={() => void submit()} data-testid={`${testId}-submit`}>
          {submitLabel}
        </Button>
      </Space>
    </div>
  );
}
