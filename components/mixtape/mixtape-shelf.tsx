import { useRef } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import type { Mixtape } from '@/lib/contracts/catalog';
import { MixtapeCard } from './mixtape-card';

interface MixtapeShelfProps {
  title: string;
  subtitle?: string;
  mixtapes: Mixtape[];
  eager?: boolean;
}

/** A titled single row of mixtape covers that scrolls sideways: by swipe, trackpad, or the arrow buttons. */
export function MixtapeShelf({ title, subtitle, mixtapes, eager }: MixtapeShelfProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  if (mixtapes.length === 0) return null;
  const id = `shelf-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const scroll = (direction: 1 | -1) => {
    const row = rowRef.current;
    row?.scrollBy({ left: direction * row.clientWidth * 0.9, behavior: 'smooth' });
  };

  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, mb: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={id} variant="h2">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.5 }}>
          <IconButton size="small" aria-label={`Scroll ${title} back`} onClick={() => scroll(-1)}>
            <ChevronLeftRounded />
          </IconButton>
          <IconButton size="small" aria-label={`Scroll ${title} forward`} onClick={() => scroll(1)}>
            <ChevronRightRounded />
          </IconButton>
        </Box>
      </Box>
      <Box
        ref={rowRef}
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '44%', sm: '30%', md: '22.5%', lg: '15.8%', xxl: '11.9%' },
          gap: { xs: 1, sm: 1.5 },
          mx: -1,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollPaddingInline: 8,
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
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
