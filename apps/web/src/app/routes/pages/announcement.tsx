// Announcement page (/announcement/:announcementID): one site announcement.
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AnnouncementDetail } from '@/features/site/components/announcement-detail';

export default function AnnouncementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { announcementID = '' } = useParams();
  return (
    <div className="page narrow-page">
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)} className="back-link">
        {t('common:back')}
      </Button>
      <AnnouncementDetail id={announcementID} />
    </div>
  );
}
