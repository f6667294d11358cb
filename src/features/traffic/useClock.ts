// The time a real-time view is drawn against: it moves on every `intervalMs` while `running`, so a period
// that ends "now" follows the clock (a new 5-minute bucket means a new query); a past period stays put.
import { useEffect, useState } from 'react';

export function useClock(running: boolean, intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [running, intervalMs]);
  return now;
}
