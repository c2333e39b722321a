// Netlify Function (v2) receiving enquiries from the contact form; served at its default
// address, /.netlify/functions/contact-form (no `config.path`: a custom path would replace that
// address). The work happens in contact-form/; this file only wires it to the environment.
import type { Context } from '@netlify/functions';
import { createContactFormHandler } from './contact-form/handler.ts';

export { createContactFormHandler } from './contact-form/handler.ts';

// One handler per function instance, so the in-memory rate limit spans its warm requests.
const handle = createContactFormHandler();

export default async (req: Request, context?: Context): Promise<Response> => handle(req, context);
