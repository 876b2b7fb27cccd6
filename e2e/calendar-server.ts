// A masjid's calendar for the import journey: a local HTTP server the test binary reaches through
// KAJIAN_IMPORT_TEST_CALENDAR (a .test name, browser tests only). Its events are dated from
// today in WIB, as a live Google Calendar would be: a weekly series with one excluded date, a
// tabligh akbar next week written in UTC with an HTML description, and an all-day daurah.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The .test name the server answers as; it never resolves on a real network (RFC 6761). */
export const CALENDAR_HOST = 'kalender-masjid.test';

/** ymd is the WIB calendar date n days after today, as YYYYMMDD. */
function ymd(n: number): string {
  return new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
}

/** masjidCalendar is the calendar as Google Calendar exports one (CRLF lines, TZID, RRULE, EXDATE). */
export function masjidCalendar(): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'VERSION:2.0',
    'X-WR-CALNAME:Kajian Masjid Al-Ikhlas',
    'X-WR-TIMEZONE:Asia/Jakarta',
    'BEGIN:VEVENT',
    `DTSTART;TZID=Asia/Jakarta:${ymd(-7)}T183000`,
    `DTEND;TZID=Asia/Jakarta:${ymd(-7)}T200000`,
    'RRULE:FREQ=WEEKLY',
    `EXDATE;TZID=Asia/Jakarta:${ymd(14)}T183000`,
    'UID:rutin-tafsir@google.com',
    'SEQUENCE:1',
    'SUMMARY:Kajian Rutin Tafsir Ibnu Katsir',
    'LOCATION:Masjid Al-Ikhlas\\, Jl. Melati No. 12\\, Tebet\\, Jakarta Selatan',
    'END:VEVENT',
    'BEGIN:VEVENT',
    `DTSTART:${ymd(6)}T123000Z`,
    `DTEND:${ymd(6)}T143000Z`,
    'UID:tabligh-akbar@google.com',
    'SUMMARY:Tabligh Akbar: Meraih Keberkahan Waktu',
    'DESCRIPTION:<b>Tabligh Akbar</b><br>Terbuka untuk umum',
    'LOCATION:Masjid Al-Ikhlas\\, Jl. Melati No. 12\\, Tebet\\, Jakarta Selatan',
    'END:VEVENT',
    'BEGIN:VEVENT',
    `DTSTART;VALUE=DATE:${ymd(10)}`,
    `DTEND;VALUE=DATE:${ymd(11)}`,
    'UID:daurah-sehari@google.com',
    'SUMMARY:Daurah Ilmiyah Sehari',
    'LOCATION:Masjid Al-Ikhlas\\, Jl. Melati No. 12\\, Tebet\\, Jakarta Selatan',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.join('\r\n') + '\r\n';
}

/** startCalendarServer serves masjidCalendar() at every path and resolves to its port. */
export function startCalendarServer(): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/jadwal')) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Jadwal Kajian</title><p>Jadwal kajian pekan ini</p>');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' });
    response.end(masjidCalendar());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve({ server, port: (server.address() as AddressInfo).port });
    });
  });
}
