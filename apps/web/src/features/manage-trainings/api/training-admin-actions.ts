// Training admin API: delete a training and the visible switch (change-training-status), through the scope's calls.
import { useTrainingAdminMutation } from './use-training-admin-mutation';

export const useDeleteTraining = () => useTrainingAdminMutation((backend, tid: number) => backend.remove(tid));
export const useChangeTrainingStatus = () =>
  useTrainingAdminMutation((backend, body: { tid: number; status: boolean }) => backend.changeStatus(body));
