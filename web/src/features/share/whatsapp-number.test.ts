import sharedCases from './testdata/whatsapp-numbers.json?raw';
import { describe, expect, it } from 'vitest';
import { whatsappNumber } from './whatsapp-number';

interface Fixture {
  cases: { in: string; out: string }[];
}

// The same table internal/kajian/share_test.go runs against kajian.WhatsAppNumber.
const fixture = JSON.parse(sharedCases) as Fixture;

describe('whatsappNumber', () => {
  it('reads the shared table', () => {
    expect(fixture.cases.length).toBeGreaterThanOrEqual(10);
  });

  it.each(fixture.cases.map((c) => [c.in, c.out]))('normalises %j to %j like the server', (input, output) => {
    expect(whatsappNumber(input)).toBe(output);
  });
});
