import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues, C, O extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  control: Control<T, C, O>;
  name: Path<T>;
  /** What is kept of what was typed, given the value before it (a card number's spaces, an expiry's slash). */
  format?: (typed: string, previous: string) => string;
};

/** A TextField bound to react-hook-form: the field's own error wins over the helper text. */
export function FormTextField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  helperText,
  onBlur,
  format,
  ...props
}: FormTextFieldProps<T, C, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          margin="dense"
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={format ? (event) => field.onChange(format(event.target.value, field.value ?? '')) : field.onChange}
          inputRef={field.ref}
          onBlur={(event) => {
            field.onBlur();
            onBlur?.(event);
          }}
          error={!!fieldState.error || props.error}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
