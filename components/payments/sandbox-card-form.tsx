import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { FormTextField } from '@/components/common/form-text-field';
import { cardBrand, digitsOf, formatCardNumber, formatExpiry } from '@/lib/card-input';
import { cardFormSchema, type CardFormValues, type EnteredCard } from './card-form-schema';
import { SandboxTestCards } from './sandbox-test-cards';

export const SANDBOX_NOTE = 'Test mode: no card is charged. Pay with 4242 4242 4242 4242, any future date and any CVC.';

const EMPTY: CardFormValues = { number: '', expiry: '', cvc: '' };
/** Card fields take digits: a phone shows its number pad, and nothing is spell-checked. */
const NUMERIC = { inputMode: 'numeric', spellCheck: false } as const;

interface SandboxCardFormProps {
  submitLabel: string;
  /** The card is being confirmed (or the payment finished): the button shows it and nothing can be sent twice. */
  busy: boolean;
  disabled?: boolean;
  /** Why the last card was refused, shown above the button. */
  failure: string | null;
  /** Changes after each refusal: the number and security code are cleared for the next card. */
  attempt: number;
  onSubmit: (card: EnteredCard) => void;
}

/**
 * The sandbox's card form (see docs/api.md, Payments sandbox): number with its brand, expiry and security code,
 * checked here before anything is sent. The number and the code live in the form only while it is filled in.
 */
export function SandboxCardForm({ submitLabel, busy, disabled, failure, attempt, onSubmit }: SandboxCardFormProps) {
  const form = useForm<CardFormValues, unknown, EnteredCard>({ resolver: zodResolver(cardFormSchema), defaultValues: EMPTY });
  const { control, handleSubmit, resetField, setFocus } = form;
  const number = useWatch({ control, name: 'number' });
  const brand = cardBrand(number);

  useEffect(() => {
    if (attempt === 0) return;
    resetField('number');
    resetField('cvc');
    setFocus('number');
  }, [attempt, resetField, setFocus]);

  return (
    <form noValidate aria-label="Card details" onSubmit={handleSubmit(onSubmit)}>
      <FormTextField
        control={control}
        name="number"
        label="Card number"
        placeholder="1234 1234 1234 1234"
        autoComplete="cc-number"
        format={formatCardNumber}
        slotProps={{
          htmlInput: NUMERIC,
          input: {
            endAdornment: brand.name ? (
              <InputAdornment position="end">
                <Typography component="span" variant="body2" sx={{ fontWeight: 700 }} data-testid="card-brand">
                  {brand.name}
                </Typography>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <FormTextField
          control={control}
          name="expiry"
          label="Expiry (MM/YY)"
          placeholder="MM/YY"
          autoComplete="cc-exp"
          format={formatExpiry}
          slotProps={{ htmlInput: { ...NUMERIC, maxLength: 5 } }}
        />
        <FormTextField
          control={control}
          name="cvc"
          label="CVC"
          placeholder={brand.cvcLength === 4 ? '1234' : '123'}
          autoComplete="cc-csc"
          format={(typed) => digitsOf(typed).slice(0, brand.cvcLength)}
          slotProps={{ htmlInput: { ...NUMERIC, maxLength: brand.cvcLength } }}
        />
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        {SANDBOX_NOTE}
      </Typography>
      <SandboxTestCards />
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} loading={busy} disabled={disabled}>
        {submitLabel}
      </Button>
    </form>
  );
}
