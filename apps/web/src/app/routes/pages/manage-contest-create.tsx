// Back-office contest creation (/manage/contest/create): the contest form with its defaults.
import { useState } from 'react';
import { ContestForm } from '@/features/manage-contests/components/contest-form';
import { newContestValues } from '@/features/manage-contests/model/contest-form';
import '@/features/manage-problems/manage-problems.css';
import '@/features/manage-contests/manage-contests.css';

export default function ManageContestCreatePage() {
  const [initial] = useState(newContestValues);
  return (
    <div className="mp-page" data-testid="manage-contest-create">
      <ContestForm id={null} initial={initial} />
    </div>
  );
}
