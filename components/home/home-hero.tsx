import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { Tag } from '@/components/common/tag';
import type { Mixtape } from '@/lib/contracts/catalog';

/** The lead featured mixtape, large, over a blurred copy of its own cover. */
export function HomeHero({ mixtape }: { mixtape: Mixtape }) {
  return (
    <Box
      component="section"
      aria-label="Featured mixtape"
      sx={{ position: 'relative', overflow: 'hidden', borderRadius: 4, mt: { xs: 2, md: 3 }, color: '#fff', bgcolor: '#111' }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: -40,
          backgroundImage: mixtape.cover ? `url(${mixtape.cover})` : undefined,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          filter: 'blur(40px) saturate(1.4)',
          opacity: 0.7,
        }}
      />
      <Box sx={{ position: 'absolute', inset: 0, background: 'linear-gradient(90deg, rgba(0,0,0,.75), rgba(0,0,0,.25))' }} />
      <Box
        sx={{
          position: 'relative',
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: { xs: 2, sm: 4 },
          p: { xs: 2.5, sm: 4, md: 5 },
        }}
      >
        <Box
          component="img"
          src={mixtape.cover ?? undefined}
          alt={`${mixtape.title} cover`}
          sx={{ width: { xs: 140, sm: 200, md: 240 }, aspectRatio: '1', borderRadius: 3, boxShadow: 12, objectFit: 'cover' }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ mb: 1.5 }}>
            <Tag label="Featured" color="primary" bold />
          </Box>
          <Typography variant="h1" component="h2" sx={{ fontSize: { xs: '1.6rem', md: '2.6rem' } }}>
            {mixtape.title}
          </Typography>
          <Typography sx={{ opacity: 0.85, mt: 0.5, fontSize: { md: '1.1rem' } }}>
            {mixtape.artist.name}
            {mixtape.dj && ` · hosted by ${mixtape.dj.name}`}
          </Typography>
          <Typography
            sx={{ opacity: 0.75, mt: 1.5, maxWidth: 560, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {mixtape.description}
          </Typography>
          <Button component={NextLink} href={`/mixtape/${mixtape.slug}`} variant="contained" size="large" startIcon={<PlayArrowRounded />} sx={{ mt: 2.5 }}>
            Listen now
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
