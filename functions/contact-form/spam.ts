// Two cheap traps for form-filling robots. A hit is answered as a success, so the robot learns
// nothing, and the enquiry is dropped.
import {
  ENQUIRY_HONEYPOT_FIELD,
  ENQUIRY_MIN_FILL_MS,
  ENQUIRY_STARTED_AT_FIELD,
} from '../../src/content/schemas/enquiry.ts';

/** Why the body looks like a robot's, or null when it does not. */
export function spamReason(body: Record<string, unknown>, now: number): string | null {
  const honeypot = body[ENQUIRY_HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== '') {
    return `honeypot field "${ENQUIRY_HONEYPOT_FIELD}" was filled in`;
  }
  const startedAt = body[ENQUIRY_STARTED_AT_FIELD];
  if (typeof startedAt === 'number' && Number.isFinite(startedAt)) {
    const elapsed = now - startedAt;
    // A negative time says only that the sender's clock is ahead of ours: no verdict, since a
    // person must never lose an enquiry to a wrong clock.
    if (elapsed >= 0 && elapsed < ENQUIRY_MIN_FILL_MS) {
      return `form sent ${elapsed} ms after it was shown (minimum ${ENQUIRY_MIN_FILL_MS} ms)`;
    }
  }
  return null;
}
