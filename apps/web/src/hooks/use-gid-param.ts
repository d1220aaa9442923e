// The :groupID of a group route; null when it is not a positive integer.
import { useParams } from 'react-router';
import { parseGid } from '@/lib/paths/group-trainings';

export const useGidParam = (): number | null => parseGid(useParams().groupID);
