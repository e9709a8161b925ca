import { zodResolver } from '@hookform/resolvers/zod';
import InputAdornment from '@mui/material/InputAdornment';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import { PHONE_PREFIX, signupOtpSchema, signupWaySchema } from '@/lib/contracts/auth';
import type { Contact } from '@/lib/contracts/auth';
import { FormTextField } from '@/components/common/form-text-field';

/** The typed national number with the fixed +1 prefix (North American numbers only); a pasted leading country 1 is dropped. */
export function withPhonePrefix(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return `${PHONE_PREFIX}${digits}`;
}

// The form keeps both fields so switching way loses nothing; the contract schema checks the chosen one.
const contactFormSchema = z
  .object({ way: signupWaySchema, email: z.string(), phone: z.string() })
  .transform((v) => (v.way === 'email' ? { way: v.way, email: v.email } : { way: v.way, phone: withPhonePrefix(v.phone) }))
  .pipe(signupOtpSchema);
type ContactForm = z.input<typeof contactFormSchema>;

/** A form choosing email or phone; `empty` is true while the chosen field is blank (Continue stays off). */
export function useContactForm(initialWay: ContactForm['way'] = 'email') {
  const form = useForm<ContactForm, unknown, Contact>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { way: initialWay, email: '', phone: '' },
  });
  const [way, email, phone] = useWatch({ control: form.control, name: ['way', 'email', 'phone'] });
  return { form, way, empty: !(way === 'email' ? email : phone).trim() };
}

/** The email or phone field, after a choice between them unless the way is `fixed` (a change of one of them). */
export function ContactFields({ control, way, fixed }: { control: Control<ContactForm, unknown, Contact>; way: ContactForm['way']; fixed?: boolean }) {
  return (
    <>
      {!fixed && (
        <Controller
          control={control}
          name="way"
          render={({ field }) => (
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              color="primary"
              aria-label="Use email or phone"
              value={field.value}
              onChange={(_, value: ContactForm['way'] | null) => value && field.onChange(value)}
              sx={{ mb: 1 }}
            >
              <ToggleButton value="email">Email</ToggleButton>
              <ToggleButton value="phone">Phone</ToggleButton>
            </ToggleButtonGroup>
          )}
        />
      )}
      {way === 'email' ? (
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" autoFocus />
      ) : (
        <FormTextField
          control={control}
          name="phone"
          label="Phone number"
          type="tel"
          autoComplete="tel-national"
          autoFocus
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">{PHONE_PREFIX}</InputAdornment> },
            htmlInput: { inputMode: 'tel' },
          }}
        />
      )}
    </>
  );
}
