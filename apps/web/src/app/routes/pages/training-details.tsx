// Training details (/training/:trainingID and /training/:trainingID/problems): the Introduction or Problems tab,
// behind the login prompt and a private training's password form.
import { useParams } from 'react-router';
import { GatedTrainingDetails } from '@/features/trainings/components/gated-training';
import { TrainingNotFound } from '@/components/training-not-found';
import { parseTid } from '@/lib/paths/trainings';

export default function TrainingDetailsPage() {
  const tid = parseTid(useParams().trainingID);
  return <div className="page">{tid === null ? <TrainingNotFound /> : <GatedTrainingDetails key={tid} tid={tid} />}</div>;
}
