// How long a job has run, as the tray shows it: seconds under a minute, then minutes and seconds, then hours
// and minutes (a directory purge can take 30 minutes, so minutes matter most).
export interface Elapsed {
  hours: number;
  minutes: number;
  seconds: number;
}

export function splitElapsed(totalSeconds: number): Elapsed {
  const whole = Math.max(0, Math.floor(totalSeconds));
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
}

/** Which parts to show: 'h' (hours and minutes), 'm' (minutes and seconds) or 's' (seconds). */
export const elapsedForm = ({ hours, minutes }: Elapsed): 'h' | 'm' | 's' =>
  hours > 0 ? 'h' : minutes > 0 ? 'm' : 's';
