import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '@/components/common/form-text-field';

export const SHOW_PASSWORD_LABEL = 'Show password';

/**
 * Every password field of the site: a FormTextField with a toggle that shows what was typed (pressed) or hides it
 * again. The toggle keeps one name and says its state with aria-pressed, so a screen reader hears both.
 */
export function PasswordField<T extends FieldValues, C, O extends FieldValues>(props: Omit<FormTextFieldProps<T, C, O>, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <FormTextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={SHOW_PASSWORD_LABEL} aria-pressed={shown} edge="end" size="small" onClick={() => setShown((s) => !s)}>
                {shown ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
        htmlInput: { autoCapitalize: 'none', spellCheck: false },
      }}
    />
  );
}
