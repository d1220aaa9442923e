// The :contestId of a back-office route; null when it is not a positive integer.
import { useParams } from 'react-router';
import { parseCid } from '@/lib/paths/contests';

export const useCidParam = (): number | null => parseCid(useParams().contestId);
