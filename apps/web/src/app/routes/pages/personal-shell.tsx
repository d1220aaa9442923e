// The personal centre shell (/personal): its tabs around the open page (My Training for now), whose screens are the
// shared training admin screens (their styles loaded here, once for every page of the centre).
import { PersonalCentre } from '@/features/personal-trainings/components/personal-centre';
import '@/features/manage-problems/manage-problems.css';
import '@/features/manage-trainings/manage-trainings.css';

export default function PersonalShellPage() {
  return (
    <div className="page">
      <PersonalCentre />
    </div>
  );
}
