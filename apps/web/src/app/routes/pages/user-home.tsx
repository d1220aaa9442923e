// User home (/user-home?uid=&username=): profile, figures, the heatmap and the problems solved.
import { UserHome } from '@/features/ranks/components/user-home';

export default function UserHomePage() {
  return (
    <div className="page">
      <UserHome />
    </div>
  );
}
