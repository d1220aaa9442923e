// What a dialog opened for ('new' or a row), kept while it closes: its title and fields do not flip to "new" during
// the closing animation.
import { useState } from 'react';

export function useLastOpened<T>(editing: T | 'new' | null): T | null {
  const [last, setLast] = useState<T | 'new' | null>(editing);
  if (editing !== null && editing !== last) setLast(editing);
  const shown = editing ?? last;
  return shown === 'new' || shown === null ? null : shown;
}
