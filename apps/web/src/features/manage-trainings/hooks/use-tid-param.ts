// The :trainingId of a back-office route; null when it is not a positive integer.
import { useParams } from 'react-router';
import { parseTid } from '@/lib/paths/trainings';

export const useTidParam = (): number | null => parseTid(useParams().trainingId);
