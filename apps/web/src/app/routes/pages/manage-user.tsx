// Back-office users (/manage/user, super admin): the list with edit, sessions and delete, the import and the generation.
import { ManageUsers } from '@/features/manage-users/components/manage-users';
import '@/features/manage-users/manage-users.css';

export default function ManageUserPage() {
  return <ManageUsers />;
}
