// The shapes a posting's typed values must have, as the server parses them.

/** isValidUrl: an absolute http or https URL with a host (the server refuses other schemes). */
export function isValidUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** isValidDate: a real calendar date written YYYY-MM-DD. */
export function isValidDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** isValidTime: HH:MM (a trailing :SS is accepted), 00:00 to 23:59. */
export function isValidTime(value: string): boolean {
  const m = /^(\d{2}):(\d{2})(:\d{2})?$/.exec(value);
  return !!m && Number(m[1]) <= 23 && Number(m[2]) <= 59;
}

/** addDays: ('2027-01-08', 14) → '2027-01-22', for a valid YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}
