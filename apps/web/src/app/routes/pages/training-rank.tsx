// The training rank (/training/:trainingID/rank and /group/:groupID/training/:trainingID/rank): the site's or the
// group's training details, which open on their Rank tab on these routes.
import { useParams } from 'react-router';
import GroupTrainingDetailsPage from './group-training-details';
import TrainingDetailsPage from './training-details';

export default function TrainingRankPage() {
  return useParams().groupID === undefined ? <TrainingDetailsPage /> : <GroupTrainingDetailsPage />;
}
