// Status page (/status): every visible submission with the list filters.
import { SubmissionList } from '@/features/submissions/components/submission-list';

export default function SubmissionListPage() {
  return (
    <div className="page">
      <SubmissionList />
    </div>
  );
}
