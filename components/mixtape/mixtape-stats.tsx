import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import HeadphonesRounded from '@mui/icons-material/HeadphonesRounded';
import ThumbUpRounded from '@mui/icons-material/ThumbUpRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import { Hint } from '@/components/common/hint';
import type { Mixtape } from '@/lib/contracts/catalog';
import { formatCompact, formatCount } from '@/lib/format';

export function MixtapeStats({ stats }: { stats: Mixtape['stats'] }) {
  const items = [
    { label: 'Plays', value: stats.plays, Icon: HeadphonesRounded },
    { label: 'Views', value: stats.views, Icon: VisibilityRounded },
    { label: 'Downloads', value: stats.downloads, Icon: DownloadRounded },
    { label: 'Likes', value: stats.likes, Icon: ThumbUpRounded },
  ];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, sm: 3 } }}>
      {items.map(({ label, value, Icon }) => (
        <Hint key={label} title={`${formatCount(value)} ${label.toLowerCase()}`}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }} aria-label={`${label}: ${formatCompact(value)}`}>
            <Icon sx={{ fontSize: 18 }} />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {formatCompact(value)}
            </Typography>
          </Box>
        </Hint>
      ))}
    </Box>
  );
}
