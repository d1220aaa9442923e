// Resend countdown: seconds left before another code may be asked for, counted from a deadline (no drift).
import { useEffect, useState } from 'react';

export const useCountdown = () => {
  const [deadline, setDeadline] = useState(0);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (deadline === 0) return undefined;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) setDeadline(0);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return { left, start: (seconds: number) => setDeadline(Date.now() + seconds * 1000) };
};
