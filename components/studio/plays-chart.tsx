import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

/** A small bar chart of plays per day, oldest first: drawn, and said in words to a screen reader. */
export function PlaysChart({ days }: { days: number[] }) {
  const theme = useTheme();
  const most = Math.max(1, ...days);
  const total = days.reduce((sum, n) => sum + n, 0);
  const width = days.length * 4;
  return (
    <Box component="svg" role="img" aria-label={`${total} ${total === 1 ? 'play' : 'plays'} in the last ${days.length} days`} viewBox={`0 0 ${width} 24`} preserveAspectRatio="none" sx={{ width: 120, height: 24, display: 'block' }}>
      {days.map((n, i) => {
        const h = n ? Math.max(2, (n / most) * 24) : 1;
        return <rect key={i} x={i * 4} y={24 - h} width={3} height={h} fill={n ? theme.palette.primary.main : theme.palette.divider} />;
      })}
    </Box>
  );
}
