// Back-office dashboard (/manage and /manage/dashboard, admin roles; the server cards for the super admin).
import { Dashboard } from '@/features/manage-dashboard/components/dashboard';
import '@/features/manage-dashboard/manage-dashboard.css';

export default Dashboard;
