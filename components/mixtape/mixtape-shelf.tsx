import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Mixtape } from '@/lib/contracts/catalog';
import { MixtapeCard } from './mixtape-card';

interface MixtapeShelfProps {
  title: string;
  subtitle?: string;
  mixtapes: Mixtape[];
  eager?: boolean;
}

/** A titled row of mixtape covers: scrolls sideways on a phone, wraps into a grid on wider screens. */
export function MixtapeShelf({ title, subtitle, mixtapes, eager }: MixtapeShelfProps) {
  if (mixtapes.length === 0) return null;
  const id = `shelf-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 4 }}>
      <Box sx={{ px: 1, mb: 1 }}>
        <Typography id={id} variant="h2">
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridAutoFlow: { xs: 'column', sm: 'row' },
          gridAutoColumns: { xs: '42%', sm: 'auto' },
          gridTemplateColumns: { sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)', lg: 'repeat(6, 1fr)', xxl: 'repeat(8, 1fr)' },
          overflowX: { xs: 'auto', sm: 'visible' },
          scrollSnapType: { xs: 'x mandatory', sm: 'none' },
          '& > *': { scrollSnapAlign: 'start' },
        }}
      >
        {mixtapes.map((mixtape) => (
          <MixtapeCard key={mixtape.id} mixtape={mixtape} eager={eager} />
        ))}
      </Box>
    </Box>
  );
}
