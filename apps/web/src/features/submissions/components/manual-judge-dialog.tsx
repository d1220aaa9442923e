// Manual judge dialog (super admin): a status from the allowed ones and a score, required for scored (OI) submissions.
import '@/locales/need/problem-pages';
import { Form, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Submission } from '@verdict/shared';
import { manualJudge } from '../api/manual-judge';
import { MANUAL_JUDGE_STATUSES } from '@/lib/judge-status';
import { useStatusName } from '@/components/judge/judge-status-tag';

interface ManualJudgeValues {
  status: number;
  score?: number | null;
}

interface ManualJudgeDialogProps {
  submission: Submission;
  open: boolean;
  onClose: () => void;
  onJudged: () => void;
}

export function ManualJudgeDialog({ submission, open, onClose, onJudged }: ManualJudgeDialogProps) {
  const { t } = useTranslation();
  const statusName = useStatusName();
  const [form] = Form.useForm<ManualJudgeValues>();
  const scored = submission.score !== null;

  const submit = async () => {
    const values = await form.validateFields();
    await manualJudge({ submitId: submission.submitId, status: values.status, score: scored ? values.score : undefined });
    onJudged();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('submissions:detail.manualJudge')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      destroyOnHidden
      data-testid="manual-judge-dialog"
    >
      <Form<ManualJudgeValues>
        form={form}
        layout="vertical"
        initialValues={{
          status: MANUAL_JUDGE_STATUSES.includes(submission.status as never) ? submission.status : undefined,
          score: submission.score,
        }}
      >
        <Form.Item
          name="status"
          label={t('submissions:columns.status')}
          rules={[{ required: true, message: t('submissions:detail.statusRequired') }]}
        >
          <Select
            virtual={false}
            options={MANUAL_JUDGE_STATUSES.map((status) => ({ value: status, label: statusName(status) }))}
            data-testid="manual-status"
          />
        </Form.Item>
        {scored && (
          <Form.Item
            name="score"
            label={t('submissions:columns.score')}
            rules={[{ required: true, message: t('submissions:detail.scoreRequired') }]}
          >
            <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="manual-score" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
