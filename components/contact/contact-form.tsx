import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/auth/form-text-field';
import { contactErrorMessage, useSendContact } from '@/hooks/use-contact';
import { useServerFieldErrors } from '@/hooks/use-server-field-errors';
import { contactSchema, type ContactRequest } from '@/lib/contracts/contact';
import { ContactSent } from './contact-sent';

const EMPTY: ContactRequest = { name: '', email: '', subject: '', message: '' };

/** The contact form: checked field by field with the API's own rules, then the reference of the message sent. */
export function ContactForm() {
  const send = useSendContact();
  const form = useForm({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });
  const { control, handleSubmit, reset, getValues } = form;
  const onFields = useServerFieldErrors(form, send.error);
  if (send.data) {
    return <ContactSent receipt={send.data} email={getValues('email')} onAnother={() => (reset(EMPTY), send.reset())} />;
  }
  const failure = onFields ? null : contactErrorMessage(send.error);
  return (
    <form noValidate onSubmit={handleSubmit((body) => send.mutate(body))} aria-label="Contact us">
      <FormTextField control={control} name="name" label="Your name" autoComplete="name" required />
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
      <FormTextField control={control} name="subject" label="Subject" required />
      <FormTextField control={control} name="message" label="Message" multiline minRows={5} required />
      {failure && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }} role="alert">
          {failure}
        </Typography>
      )}
      <Button type="submit" variant="contained" size="large" sx={{ mt: 2 }} disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
