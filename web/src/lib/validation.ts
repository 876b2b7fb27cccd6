import { z } from 'zod';

// Form rules more than one feature uses, with the messages the server answers too.

export const PHONE_INVALID = 'Nomor WhatsApp tidak valid';

/** phoneSchema: an optional WhatsApp number of digits with spaces, dashes, dots, brackets and a leading +. */
export const phoneSchema = z
  .string()
  .trim()
  .refine(
    (value) =>
      value === '' ||
      (/^\+?[\d\s\-.()]+$/.test(value) && value.replace(/\D/g, '').length >= 8 && value.length <= 20),
    PHONE_INVALID,
  );
