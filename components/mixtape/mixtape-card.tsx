import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import HeadphonesRounded from '@mui/icons-material/HeadphonesRounded';
import type { Mixtape } from '@/lib/contracts/catalog';
import { formatCompact, formatDate } from '@/lib/format';

export function MixtapeCard({ mixtape, eager = false }: { mixtape: Mixtape; eager?: boolean }) {
  return (
    <Card sx={{ bgcolor: 'transparent', height: '100%' }}>
      <CardActionArea
        component={NextLink}
        href={`/mixtape/${mixtape.slug}`}
        sx={{ borderRadius: 2, p: 1, height: '100%', display: 'block' }}
        data-testid="mixtape-card"
      >
        <Box
          component="img"
          src={mixtape.cover ?? undefined}
          alt={`${mixtape.title} cover`}
          loading={eager ? 'eager' : 'lazy'}
          sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 2, display: 'block', bgcolor: 'action.hover', boxShadow: 3 }}
        />
        <Typography noWrap sx={{ fontWeight: 700, mt: 1 }} title={mixtape.title}>
          {mixtape.title}
        </Typography>
        <Typography noWrap variant="body2" color="text.secondary">
          {mixtape.artist.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', mt: 0.25 }}>
          <Typography variant="caption">{formatDate(mixtape.releaseDate)}</Typography>
          <Box component="span" sx={{ mx: 0.5 }}>
            ·
          </Box>
          <HeadphonesRounded sx={{ fontSize: 14 }} />
          <Typography variant="caption">{formatCompact(mixtape.stats.plays)}</Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
