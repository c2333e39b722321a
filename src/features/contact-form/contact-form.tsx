// The contact form (SPEC §2 "Contact form", §3, §4, §5, §8): the enquiry fields, the spam traps,
// the send button and its states. Used by the contactForm block and the enquiry basket page.
// Ships in their chunks: browser packages only, and the enquiry schema for its types alone.
import { type ReactNode, useId } from 'react';
import { useLocation } from 'react-router';
import { SmartLink } from '../../components/link.tsx';
import {
  ENQUIRY_HONEYPOT_FIELD,
  ENQUIRY_MAX_LENGTH,
  ENQUIRY_NEWSLETTER_FIELD,
  type EnquiryTextField,
  type Newsletter,
} from '../../content/enquiry-contract.ts';
import { CONTACT_SUCCESS_TEXT } from '../../lib/constants.ts';
import type { EnquiryLine } from './body.ts';
import styles from './contact-form.module.css';
import { MachineSummary, useMachine } from './machine-summary.tsx';
import { QUEUED_TEXT } from './outbox.ts';
import { type ContactFormControl, type UseContactFormOptions, useContactForm } from './use-contact-form.ts';

export const PRIVACY_POLICY_PATH = '/privacy-policy/';
export const SEND_LABEL = 'Send enquiry';
export const SENDING_LABEL = 'Sending…';

export interface ContactFormProps
  extends Pick<UseContactFormOptions, 'send' | 'storage' | 'queue' | 'onQueued'> {
  title?: string | null;
  /** Shown under the title: the block passes its rich text. */
  text?: ReactNode;
  /** Basket lines sent with the enquiry. */
  items?: readonly EnquiryLine[];
  /** Called once an enquiry has been accepted. */
  onSent?: () => void;
}

interface TextInputSpec {
  field: EnquiryTextField;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  required?: boolean;
}

const INPUTS: readonly TextInputSpec[] = [
  { field: 'FirstName', label: 'First name', autoComplete: 'given-name', required: true },
  { field: 'LastName', label: 'Last name', autoComplete: 'family-name', required: true },
  { field: 'CompanyName', label: 'Company name', autoComplete: 'organization', required: true },
  { field: 'CompanyEmail', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { field: 'PhoneNumber', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  { field: 'Postcode', label: 'Postcode', autoComplete: 'postal-code' },
];

const NEWSLETTER_CHOICES: readonly { value: Newsletter; label: string }[] = [
  { value: 'Yes', label: 'Yes please' },
  { value: 'No', label: 'No thanks' },
];

/** The ids of the descriptions of a control, or undefined when it has none. */
function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {!required && <span className={styles.optional}> (optional)</span>}
    </label>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.fieldError}>
      {message}
    </p>
  ) : null;
}

function TextInput({
  spec,
  form,
  idBase,
}: {
  spec: TextInputSpec;
  form: ContactFormControl;
  idBase: string;
}) {
  const { field, label, type = 'text', autoComplete, required } = spec;
  const id = `${idBase}-${field}`;
  const error = form.state.fieldErrors[field];
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} required={required} />
      <input
        id={id}
        name={field}
        type={type}
        autoComplete={autoComplete}
        required={required}
        maxLength={ENQUIRY_MAX_LENGTH[field]}
        // Hydration keeps what a visitor typed early; the form adopts it next (use-contact-form.ts).
        value={form.values[field]}
        onChange={(event) => form.change(field, event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`)}
        className={styles.input}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function MessageInput({ form, idBase }: { form: ContactFormControl; idBase: string }) {
  const field: EnquiryTextField = 'Message';
  const id = `${idBase}-${field}`;
  const error = form.state.fieldErrors[field];
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <Label htmlFor={id} label="Message" required />
      <textarea
        id={id}
        name={field}
        required
        rows={5}
        maxLength={ENQUIRY_MAX_LENGTH[field]}
        value={form.values[field]}
        onChange={(event) => form.change(field, event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-count`, error && `${id}-error`)}
        className={`${styles.input} ${styles.textarea}`}
      />
      <p id={`${id}-count`} className={styles.counter}>
        {form.values[field].length} / {ENQUIRY_MAX_LENGTH[field]}
        <span className="visually-hidden"> characters</span>
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function NewsletterChoice({ form, idBase }: { form: ContactFormControl; idBase: string }) {
  const error = form.state.fieldErrors.Newsletter;
  return (
    <fieldset
      className={`${styles.choice} ${styles.wide}`}
      aria-describedby={describedBy(error && `${idBase}-Newsletter-error`)}
    >
      <legend className={styles.label}>Would you like our newsletter?</legend>
      <div className={styles.options}>
        {NEWSLETTER_CHOICES.map(({ value, label }) => (
          <label key={value} className={styles.option}>
            <input
              type="radio"
              name={ENQUIRY_NEWSLETTER_FIELD}
              value={value}
              checked={form.values.Newsletter === value}
              onChange={() => form.change('Newsletter', value)}
              className={styles.radio}
            />
            {label}
          </label>
        ))}
      </div>
      <FieldError id={`${idBase}-Newsletter-error`} message={error} />
    </fieldset>
  );
}

function ContactFormView({ title, text, items, onSent, onQueued, send, storage, queue }: ContactFormProps) {
  const idBase = useId();
  // Without basket lines, a product page's link may name the machine (`?machine=`): it becomes
  // the enquiry's one line, shown above the fields.
  const machine = useMachine(items === undefined);
  const lines = items ?? (machine ? [{ ...machine, quantity: 1 }] : undefined);
  const form = useContactForm({ items: lines, onSent, onQueued, send, storage, queue });
  const { status, error, fieldErrors } = form.state;
  const loading = status === 'loading';
  const heading = title?.trim();
  return (
    <div className={styles.contactForm}>
      {heading && (
        <h2 id={`${idBase}-title`} className={styles.title}>
          {heading}
        </h2>
      )}
      {text}
      <form
        ref={form.formRef}
        onSubmit={form.submit}
        aria-labelledby={heading ? `${idBase}-title` : undefined}
        aria-label={heading ? undefined : 'Enquiry'}
        aria-describedby={machine ? `${idBase}-machine` : undefined}
        className={styles.form}
      >
        {machine && <MachineSummary machine={machine} id={`${idBase}-machine`} />}
        <p className={styles.note}>All fields are required unless marked optional.</p>
        <div className={styles.grid}>
          {INPUTS.map((spec) => (
            <TextInput key={spec.field} spec={spec} form={form} idBase={idBase} />
          ))}
          <MessageInput form={form} idBase={idBase} />
          <NewsletterChoice form={form} idBase={idBase} />
        </div>
        {/* The honeypot: out of sight, reach and autofill, so only a robot fills it in. */}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={`${idBase}-${ENQUIRY_HONEYPOT_FIELD}`}>Leave this field empty</label>
          <input
            ref={form.honeypotRef}
            id={`${idBase}-${ENQUIRY_HONEYPOT_FIELD}`}
            name={ENQUIRY_HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <FieldError id={`${idBase}-items-error`} message={fieldErrors.items} />
        <div className={styles.actions}>
          <button
            ref={form.sendRef}
            type="submit"
            // Enabled before the app runs: src/app/early-events.ts holds a press and sends it then.
            disabled={loading}
            aria-busy={loading}
            className={styles.send}
          >
            {loading && <span className={styles.spinner} aria-hidden="true" />}
            {loading ? SENDING_LABEL : SEND_LABEL}
          </button>
          <p className={styles.privacy}>
            We use your details only to answer your enquiry: see our{' '}
            <SmartLink href={PRIVACY_POLICY_PATH}>privacy policy</SmartLink>.
          </p>
        </div>
        {/* Focusable by script only: the outcome is focused, so it is in view and read out. */}
        <p
          ref={form.statusRef}
          tabIndex={-1}
          role="status"
          className={status === 'queued' ? styles.queued : styles.success}
        >
          {status === 'success' ? CONTACT_SUCCESS_TEXT : status === 'queued' ? QUEUED_TEXT : ''}
        </p>
        <p ref={form.alertRef} tabIndex={-1} role="alert" className={styles.error}>
          {status === 'error' ? error : ''}
        </p>
      </form>
    </div>
  );
}

/** One form per page: a new page starts from its own draft and its own address's pre-fill. */
export function ContactForm(props: ContactFormProps) {
  const { pathname } = useLocation();
  return <ContactFormView key={pathname} {...props} />;
}
