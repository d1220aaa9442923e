// Submission page (/submission-detail/:submitID): one submission, its cases and code.
import { Button, Result } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SubmissionDetail } from '@/features/submissions/components/submission-detail';

export default function SubmissionDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { submitID = '' } = useParams();
  const submitId = Number(submitID);
  const valid = Number.isInteger(submitId) && submitId > 0;
  return (
    <div className="page submission-page">
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)} className="back-link">
        {t('common:back')}
      </Button>
      {valid ? (
        <SubmissionDetail key={submitId} submitId={submitId} />
      ) : (
        <Result status="404" title={t('messages:Resource_not_found')} data-testid="submission-invalid" />
      )}
    </div>
  );
}
