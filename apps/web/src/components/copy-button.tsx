// Copy button: copies text and says whether it worked (spec 000 §8 copy success or failure notice).
import '@/locales/need/problem-pages';
import { Button, type ButtonProps } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { copyText } from '@/lib/clipboard';

export function CopyButton({ text, children, ...props }: { text: string } & Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation();
  const copy = async () => {
    if (await copyText(text)) notify.success(t('submissions:copied'));
    else notify.error(t('submissions:copyFailed'));
  };
  return (
    <Button size="small" icon={<CopyOutlined />} onClick={() => void copy()} {...props}>
      {children ?? t('submissions:copy')}
    </Button>
  );
}
