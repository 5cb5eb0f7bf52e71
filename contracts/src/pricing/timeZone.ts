/** Whether the runtime knows this IANA time zone (e.g. "Europe/Berlin"); used by the engine-settings command and form. */
export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '' || timeZone !== timeZone.trim()) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}
