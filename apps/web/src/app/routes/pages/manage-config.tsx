// Back-office system config (/manage/conf, super admin): e-mail (SMTP), home carousel, website settings and deployment.
import { EmailSettingsCard } from '@/features/manage-config/components/email-settings-card';
import { CarouselCard } from '@/features/manage-site/components/carousel-card';
import { DeploymentCard } from '@/features/manage-switch/components/deployment-card';
import { WebsiteConfigCard } from '@/features/manage-switch/components/website-config-card';
import '@/features/manage-config/manage-config.css';
import '@/features/manage-site/manage-site.css';

export default function ManageConfigPage() {
  return (
    <div className="mc-page" data-testid="manage-config">
      <EmailSettingsCard />
      <CarouselCard />
      <WebsiteConfigCard />
      <DeploymentCard />
    </div>
  );
}
