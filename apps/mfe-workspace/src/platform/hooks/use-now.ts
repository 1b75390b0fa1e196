import { useEffect, useState } from 'react';

const FRAME_MS = 100;

/** The current time, re-read every frame while active (timed screens are pure functions of it). */
export function useNow(active: boolean): [number, (now: number) => void] {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const handle = setInterval(() => setNow(Date.now()), FRAME_MS);
    return () => clearInterval(handle);
  }, [active]);
  return [now, setNow];
}
