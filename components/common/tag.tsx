import Box from '@mui/material/Box';

interface TagProps {
  label: string;
  color?: 'primary' | 'warning' | 'default';
  variant?: 'filled' | 'outlined';
  bold?: boolean;
}

/**
 * A small label in the shape of MUI's small Chip, for the first screen's "Featured" and "Premiere": a Chip is a
 * button-ready component (ripple, delete icon) that costs JavaScript at page load for a word that does nothing.
 */
export function Tag({ label, color = 'default', variant = 'filled', bold = false }: TagProps) {
  const filled = variant === 'filled';
  const palette = color === 'default' ? null : color;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height: 24,
        px: 1,
        borderRadius: 4,
        fontSize: '0.8125rem',
        fontWeight: bold ? 700 : 400,
        lineHeight: 1,
        whiteSpace: 'nowrap',
        ...(filled
          ? { bgcolor: palette ? `${palette}.main` : 'action.selected', color: palette ? `${palette}.contrastText` : 'text.primary' }
          : { border: 1, borderColor: palette ? `${palette}.main` : 'var(--mui-palette-Chip-defaultBorder)', color: palette ? `${palette}.main` : 'text.primary', px: '7px' }),
      }}
    >
      {label}
    </Box>
  );
}
