// Back-office system config (/manage/conf, super admin): the e-mail (SMTP) settings.
import { EmailSettingsCard } from '@/features/manage-config/components/email-settings-card';
import '@/features/manage-config/manage-config.css';

export default function ManageConfigPage() {
  return (
    <div className="mc-page" data-testid="manage-config">
      <EmailSettingsCard />
    </div>
  );
}
