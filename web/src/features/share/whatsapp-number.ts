/**
 * whatsappNumber normalises an Indonesian phone number for wa.me links (spec §5): strip every
 * non-digit; a leading 08 becomes 628, a leading 628 is kept and a leading 8 gets 62 in front.
 * The Go side (kajian.WhatsAppNumber) passes the same table of cases
 * (testdata/whatsapp-numbers.json).
 */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('08')) return `62${digits.slice(1)}`;
  if (digits.startsWith('628')) return digits;
  if (digits.startsWith('8')) return `62${digits}`;
  return digits;
}
