import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { contactErrorMessage } from '@/hooks/contact/use-contact';
import { useServerFieldErrors } from '@/hooks/common/use-server-field-errors';
import type { ContactReceipt } from '@/lib/contracts/contact';
import { ContactSent } from './contact-sent';

/** The send of a contact or DMCA form (hooks/contact/use-contact.ts): what the frame reads of react-query's mutation. */
interface ContactSend<Body> {
  data?: ContactReceipt;
  error: unknown;
  isPending: boolean;
  mutate: (body: Body) => void;
  reset: () => void;
}

interface ContactFormFrameProps<Fields extends FieldValues & { email: string }, Body extends FieldValues> {
  form: UseFormReturn<Fields, unknown, Body>;
  send: ContactSend<Body>;
  /** The form's empty fields, for Send another. */
  empty: Fields;
  /** The form's accessible name. */
  label: string;
  /** The button's word while nothing is sending. */
  submit: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * What the contact form and the DMCA notice share: the fields checked with the API's own rules, a refusal the server
 * names a field for shown under that field (any other above the button), then the reference of what was sent.
 */
export function ContactFormFrame<Fields extends FieldValues & { email: string }, Body extends FieldValues>({ form, send, empty, label, submit, children }: ContactFormFrameProps<Fields, Body>) {
  const onFields = useServerFieldErrors(form, send.error);
  if (send.data) {
    return <ContactSent receipt={send.data} email={form.getValues().email} onAnother={() => (form.reset(empty), send.reset())} />;
  }
  const failure = onFields ? null : contactErrorMessage(send.error);
  return (
    <form noValidate onSubmit={form.handleSubmit((body) => send.mutate(body))} aria-label={label}>
      {children}
      {failure && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }} role="alert">
          {failure}
        </Typography>
      )}
      <Button type="submit" variant="contained" size="large" sx={{ mt: 2 }} disabled={send.isPending}>
        {send.isPending ? 'Sending…' : submit}
      </Button>
    </form>
  );
}
