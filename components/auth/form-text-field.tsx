import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues, C, O extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  control: Control<T, C, O>;
  name: Path<T>;
};

/** A TextField bound to react-hook-form: the field's own error wins over the helper text. */
export function FormTextField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  helperText,
  onBlur,
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
          onChange={field.onChange}
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
