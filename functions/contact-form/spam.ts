// Two cheap traps for form-filling robots. A hit is answered as a success, so the robot learns
// nothing, and the enquiry is kept in quarantine, never mailed (handler.ts).
import {
  ENQUIRY_FILL_TIME_FIELD,
  ENQUIRY_HONEYPOT_FIELD,
  ENQUIRY_MIN_FILL_MS,
} from '../../src/content/enquiry-contract.ts';

/** Why the body looks like a robot's, or null when it does not. */
export function spamReason(body: Record<string, unknown>): string | null {
  if (isFilled(body[ENQUIRY_HONEYPOT_FIELD])) {
    return `honeypot field "${ENQUIRY_HONEYPOT_FIELD}" was filled in`;
  }
  // Measured by the browser on its own clock, so a phone whose clock is wrong is judged fairly.
  const fillMs = body[ENQUIRY_FILL_TIME_FIELD];
  if (typeof fillMs === 'number' && Number.isFinite(fillMs) && fillMs >= 0 && fillMs < ENQUIRY_MIN_FILL_MS) {
    return `form sent ${fillMs} ms after it was shown (minimum ${ENQUIRY_MIN_FILL_MS} ms)`;
  }
  return null;
}

/**
 * Only a real value fills the trap: text with something besides spaces, or a number. A blank, a
 * `false` or a `null` (a browser extension, a form library's default) is no robot's doing.
 */
export function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  return typeof value === 'number' && Number.isFinite(value);
}
