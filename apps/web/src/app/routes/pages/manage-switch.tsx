// Back-office switches (/manage/switch, super admin): discussions, judging, submissions, thresholds and quotas.
import { SwitchSettings } from '@/features/manage-switch/components/switch-settings';

export default function ManageSwitchPage() {
  return <SwitchSettings />;
}
