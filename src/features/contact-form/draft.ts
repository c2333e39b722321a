// A typed enquiry kept in sessionStorage while the visitor types, so a reload or a crash loses
// nothing (docs/enquiries.md "The form"). One draft per page; cleared once the enquiry is sent.
import { ENQUIRY_TEXT_FIELDS } from '../../content/enquiry-contract.ts';
import { type ContactValues, clampValue, EMPTY_VALUES, isBlank, isNewsletter } from './fields.ts';

export interface Draft {
  values: ContactValues;
  /** When the visitor first saw the form for this enquiry, ms since the epoch. */
  startedAt: number;
}

export const DRAFT_KEY_PREFIX = 'contact-form-draft:v1:';

export function draftKey(pathname: string): string {
  return `${DRAFT_KEY_PREFIX}${pathname}`;
}

/** The tab's session storage, or null where it is blocked (reading the property can throw). */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored draft, rebuilt from known fields only; null when there is none or it is damaged. */
export function readDraft(storage: Storage | null, key: string): Draft | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { values, startedAt } = parsed as { values?: unknown; startedAt?: unknown };
  if (typeof values !== 'object' || values === null) return null;
  const stored = values as Record<string, unknown>;
  const draft: ContactValues = { ...EMPTY_VALUES };
  for (const field of ENQUIRY_TEXT_FIELDS) {
    const value = stored[field];
    if (typeof value === 'string') draft[field] = clampValue(field, value);
  }
  if (isNewsletter(stored.Newsletter)) draft.Newsletter = stored.Newsletter;
  return {
    values: draft,
    startedAt: typeof startedAt === 'number' && Number.isFinite(startedAt) ? startedAt : 0,
  };
}

/** Keeps the draft, or forgets it once the form is blank. A full or blocked storage is ignored. */
export function writeDraft(storage: Storage | null, key: string, draft: Draft): void {
  try {
    if (isBlank(draft.values)) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // Quota or private mode: the form still holds the values; only the safety copy is missing.
  }
}

export function clearDraft(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: a storage that cannot be written holds no draft of ours either.
  }
}
