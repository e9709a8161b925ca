import Chip from '@mui/material/Chip';
import type { ReleaseStatus } from '@/lib/contracts/studio';

const LOOK: Record<ReleaseStatus, { label: string; color: 'default' | 'info' | 'success' | 'warning' | 'error' | 'primary' }> = {
  processing: { label: 'Processing', color: 'info' },
  ready: { label: 'Ready to publish', color: 'primary' },
  scheduled: { label: 'Scheduled', color: 'warning' },
  published: { label: 'Published', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

export function ReleaseStatusChip({ status }: { status: ReleaseStatus }) {
  return <Chip size="small" label={LOOK[status].label} color={LOOK[status].color} variant={status === 'published' ? 'filled' : 'outlined'} />;
}
