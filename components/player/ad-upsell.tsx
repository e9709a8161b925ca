import { PageLink } from '@/components/common/page-link';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAppStore } from '@/store';

export const AD_UPSELL_TEXT = 'Tired of ads?';
export const AD_UPSELL_LINK = 'Go Premium';

/** Said while an ad plays: premium is the way to hear none (see docs/product.md, Premium). */
export function AdUpsell({ onFollow, center = false }: { onFollow?: () => void; center?: boolean }) {
  const isPlayingAd = useAppStore((s) => s.isPlayingAd);
  if (!isPlayingAd) return null;
  return (
    <Typography variant="body2" noWrap sx={{ textAlign: center ? 'center' : undefined }} data-testid="ad-upsell">
      {`${AD_UPSELL_TEXT} `}
      <Link component={PageLink} href="/premium" onClick={onFollow} sx={{ fontWeight: 600 }}>
        {AD_UPSELL_LINK}
      </Link>
    </Typography>
  );
}
