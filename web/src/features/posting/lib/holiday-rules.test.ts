import { describe, expect, it } from 'vitest';
import { holidayProblem, holidayRequest } from './holiday-rules';

describe('holiday ranges', () => {
  it('says what is wrong in the server’s words', () => {
    expect(holidayProblem([{ date: '2027-02-18', until: '2027-02-10', reason: '' }])).toBe(
      'Tanggal akhir libur tidak boleh sebelum tanggal mulai',
    );
    expect(holidayProblem([{ date: '2027-01-01', until: '2028-01-02', reason: '' }])).toBe('Rentang libur paling lama satu tahun');
    expect(
      holidayProblem([
        { date: '2027-02-18', until: '2027-03-19', reason: 'Ramadhan' },
        { date: '2027-03-19', reason: '' },
      ]),
    ).toBe('Tanggal libur bertumpuk: 18 Feb – 19 Mar dan 19 Mar');
    expect(holidayProblem([{ date: '2027-02-18', until: '19-03-2027', reason: '' }])).toBe('Tanggal akhir libur tidak valid');
  });

  it('takes adjacent ranges and sends until only when given', () => {
    const hs = [
      { date: '2027-02-18', until: '2027-03-19', reason: 'Ramadhan' },
      { id: 'h1', date: '2027-03-20', until: '', reason: '' },
    ];
    expect(holidayProblem(hs)).toBeNull();
    expect(hs.map(holidayRequest)).toEqual([
      { date: '2027-02-18', until: '2027-03-19', reason: 'Ramadhan' },
      { id: 'h1', date: '2027-03-20', reason: '' },
    ]);
  });
});
