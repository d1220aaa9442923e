// The contest's concerned users, kept in localStorage (see lib/concerned.ts).
import { useCallback, useState } from 'react';
import { readConcerned, writeConcerned, type ConcernedUser } from '../lib/concerned';

export function useConcerned(cid: number) {
  const [users, setUsers] = useState<ConcernedUser[]>(() => readConcerned(cid));
  const change = useCallback(
    (next: ConcernedUser[]) => {
      writeConcerned(cid, next);
      setUsers(next);
    },
    [cid],
  );
  return [users, change] as const;
}
