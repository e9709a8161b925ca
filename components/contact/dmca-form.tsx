import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '@/components/common/form-text-field';
import { useSendDmca } from '@/hooks/contact/use-contact';
import { dmcaSchema } from '@/lib/contracts/contact';
import { ContactFormFrame } from './contact-form-frame';

export const OTHER_SITE_MESSAGE = 'Each infringing URL must be a page of this site';

const optional = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/** The form's own shape: the URLs typed one per line, checked as the API checks them, and on this site. */
const dmcaFormSchema = () =>
  dmcaSchema.extend({
    phone: z.string().optional().transform(optional).pipe(dmcaSchema.shape.phone),
    address: z.string().optional().transform(optional).pipe(dmcaSchema.shape.address),
    infringing_urls: z
      .string()
      .transform((text) => text.split(/\s+/).filter(Boolean))
      .pipe(dmcaSchema.shape.infringing_urls)
      .refine((urls) => urls.every((url) => new URL(url).origin === window.location.origin), OTHER_SITE_MESSAGE),
    good_faith: z.boolean().pipe(dmcaSchema.shape.good_faith),
    accurate: z.boolean().pipe(dmcaSchema.shape.accurate),
  });
type DmcaFormSchema = ReturnType<typeof dmcaFormSchema>;
type DmcaFields = z.input<DmcaFormSchema>;

const EMPTY: DmcaFields = { name: '', email: '', phone: '', address: '', copyrighted_work: '', infringing_urls: '', good_faith: false, accurate: false, signature: '' };

function Statement({ control, name, label }: { control: Control<DmcaFields, unknown, z.output<DmcaFormSchema>>; name: 'good_faith' | 'accurate'; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div>
          <FormControlLabel sx={{ mt: 1 }} control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} slotProps={{ input: { ref: field.ref } }} />} label={label} />
          {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
        </div>
      )}
    />
  );
}

/** The DMCA notice: the parts the law asks for, checked field by field, then the reference of the notice sent. */
export function DmcaForm() {
  const send = useSendDmca();
  const [schema] = useState(dmcaFormSchema);
  const form = useForm<DmcaFields, unknown, z.output<DmcaFormSchema>>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { control } = form;
  return (
    <ContactFormFrame form={form} send={send} empty={EMPTY} label="DMCA notice" submit="Send notice">
      <FormTextField control={control} name="name" label="Your full name" autoComplete="name" required />
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
      <FormTextField control={control} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
      {/* Several lines: HTML allows the street-address autofill on a textarea, not on a one-line input. */}
      <FormTextField control={control} name="address" label="Postal address (optional)" autoComplete="street-address" multiline minRows={2} />
      <FormTextField control={control} name="copyrighted_work" label="The copyrighted work" helperText="What you own, and where it can be found." multiline minRows={3} required />
      <FormTextField
        control={control}
        name="infringing_urls"
        label="Infringing URLs on this site"
        helperText="One link per line, for example a mixtape page."
        multiline
        minRows={3}
        required
      />
      <Statement control={control} name="good_faith" label="I have a good-faith belief that the use described is not authorized by the copyright owner, its agent, or the law." />
      <Statement control={control} name="accurate" label="The information in this notice is accurate, and under penalty of perjury, I am the owner or authorized to act on the owner's behalf." />
      <FormTextField control={control} name="signature" label="Signature (type your full legal name)" required />
    </ContactFormFrame>
  );
}
