// A value that follows its source only once the source has stopped changing for `delayMs`: a read driven by
// typing (a threshold, a search) goes out once per pause rather than once per key.
import { useEffect, useState } from 'react';

export function useDebouncedValue<T>(value: T, delayMs = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
