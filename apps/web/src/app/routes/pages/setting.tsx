// Settings centre page (/setting, login required).
import { SettingsCentre } from '@/features/settings/components/settings-centre';

export default function SettingPage() {
  return (
    <div className="page">
      <SettingsCentre />
    </div>
  );
}
