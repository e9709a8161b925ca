import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import { OTP_LENGTH, otpSchema } from '@/lib/contracts/auth';

const codeFormSchema = z.object({ code: otpSchema });
export type CodeForm = z.infer<typeof codeFormSchema>;

/** A form holding one 4-digit code; `complete` is true at exactly OTP_LENGTH digits (see docs/product.md, Accounts and sign-up). */
export function useCodeForm() {
  const form = useForm<CodeForm>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });
  const code = useWatch({ control: form.control, name: 'code' });
  return { form, code, complete: code.length === OTP_LENGTH };
}

/** Digits only, at most four: the phone keypad opens and the browser may fill a code from a message. */
export function CodeField({ control, label = 'Code' }: { control: Control<CodeForm>; label?: string }) {
  return (
    <Controller
      control={control}
      name="code"
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          fullWidth
          margin="dense"
          autoFocus
          autoComplete="one-time-code"
          name={field.name}
          value={field.value}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? `${OTP_LENGTH} digits`}
          slotProps={{
            htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: OTP_LENGTH, style: { letterSpacing: '0.5em' } },
          }}
        />
      )}
    />
  );
}
