// Back-office system config (/manage/conf, super admin): the e-mail (SMTP) settings, the website settings and the deployment.
import { EmailSettingsCard } from '@/features/manage-config/components/email-settings-card';
import { DeploymentCard } from '@/features/manage-switch/components/deployment-card';
import { WebsiteConfigCard } from '@/features/manage-switch/components/website-config-card';
import '@/features/manage-config/manage-config.css';

export default function ManageConfigPage() {
  return (
    <div className="mc-page" data-testid="manage-config">
      <EmailSettingsCard />
      <WebsiteConfigCard />
      <DeploymentCard />
    </div>
  );
}
