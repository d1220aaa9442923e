// The group's Training tab (/group/:groupID/training).
import { GroupTrainingTab } from '@/features/group-trainings/components/group-training-tab';
import { useGidParam } from '@/features/group-trainings/hooks/use-gid-param';
import { TrainingNotFound } from '@/components/training-not-found';

export default function GroupTrainingListPage() {
  const gid = useGidParam();
  return gid === null ? <TrainingNotFound /> : <GroupTrainingTab key={gid} gid={gid} />;
}
