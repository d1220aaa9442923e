// A training tab route (rank, chapters, chapter rank: /training/:trainingID/<tab> and
// /group/:groupID/training/:trainingID/<tab>): the site's or the group's training details, which open on that tab.
import { useParams } from 'react-router';
import GroupTrainingDetailsPage from './group-training-details';
import TrainingDetailsPage from './training-details';

export default function TrainingRankPage() {
  return useParams().groupID === undefined ? <TrainingDetailsPage /> : <GroupTrainingDetailsPage />;
}
