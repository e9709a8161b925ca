import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/common/form-text-field';
import { useSendContact } from '@/hooks/contact/use-contact';
import { contactSchema, type ContactRequest } from '@/lib/contracts/contact';
import { ContactFormFrame } from './contact-form-frame';

const EMPTY: ContactRequest = { name: '', email: '', subject: '', message: '' };

/** The contact form: checked field by field with the API's own rules, then the reference of the message sent. */
export function ContactForm() {
  const send = useSendContact();
  const form = useForm({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });
  const { control } = form;
  return (
    <ContactFormFrame form={form} send={send} empty={EMPTY} label="Contact us" submit="Send message">
      <FormTextField control={control} name="name" label="Your name" autoComplete="name" required />
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
      <FormTextField control={control} name="subject" label="Subject" required />
      <FormTextField control={control} name="message" label="Message" multiline minRows={5} required />
    </ContactFormFrame>
  );
}
