import type { MouseEvent } from 'react';
import { useRouter } from 'next/compat/router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export interface LegalSection {
  /** Anchor id: the table of contents links to `#id`. */
  id: string;
  heading: string;
  /** HTML made from our own Markdown at build time (see server/ssr/legal.ts): paragraphs, lists, links, code. */
  html: string;
}

/** A legal text as `loadLegalDocument` (server/ssr/legal.ts) reads it from `content/legal/`. */
export interface LegalPageProps {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change. */
  updated: string;
  introHtml: string;
  sections: LegalSection[];
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Formatted by hand, not with the runtime's locale data, so server and browser render the same text. */
export function formatLegalDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  const name = MONTHS[Number(month) - 1];
  return name ? `${name} ${Number(day)}, ${year}` : iso;
}

// Long-form reading: a comfortable line height, spaced paragraphs and lists, and long words (URLs,
// storage keys) allowed to wrap so nothing overflows a 375 px screen.
const proseSx = {
  typography: 'body1',
  lineHeight: 1.7,
  color: 'text.primary',
  overflowWrap: 'anywhere',
  '& p': { m: 0, mb: 2 },
  '& ul, & ol': { m: 0, mb: 2, pl: 3 },
  '& li': { mb: 0.75 },
  '& li > ul, & li > ol': { mt: 0.75, mb: 0 },
  '& strong': { fontWeight: 700 },
  // The look of MUI's Link in this theme (the accent, underlined): the Markdown's links are plain anchors.
  '& a': { color: 'text.accent', textDecoration: 'underline' },
  '& code': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '0.9em',
    px: 0.5,
    py: 0.125,
    borderRadius: 1,
    bgcolor: 'action.hover',
  },
} as const;

type Router = NonNullable<ReturnType<typeof useRouter>>;

/**
 * The Markdown's links are plain anchors. A plain click on one within the site goes through Next's router, as a
 * NextLink would, so the page does not reload and the player keeps playing.
 */
function followSiteLink(router: Router | null, event: MouseEvent<HTMLElement>) {
  if (!router || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as Element).closest('a');
  const href = anchor?.getAttribute('href');
  if (!anchor || anchor.target || !href?.startsWith('/') || href.startsWith('//')) return;
  event.preventDefault();
  void router.push(href);
}

/** Layout shared by the Terms of Use and the Privacy Policy: title, date, intro, contents and sections. */
export function LegalPage({ title, updated, introHtml, sections }: LegalPageProps) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLElement>) => followSiteLink(router, event);
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, sm: 6 } }}>
      <Typography variant="h1">{title}</Typography>
      <Typography variant="caption" component="p" color="textSecondary" sx={{ mt: 1 }}>
        Last updated: <time dateTime={updated}>{formatLegalDate(updated)}</time>
      </Typography>

      <Box sx={{ ...proseSx, mt: 3 }} onClick={onClick} dangerouslySetInnerHTML={{ __html: introHtml }} />

      {sections.length > 0 && (
        <Box
          component="nav"
          aria-labelledby="legal-contents-heading"
          sx={{ my: 3, p: { xs: 2, sm: 2.5 }, border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          <Typography
            id="legal-contents-heading"
            variant="overline"
            component="h2"
            color="textSecondary"
            sx={{ display: 'block', lineHeight: 2 }}
          >
            Contents
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, columns: { xs: 1, sm: 2 }, columnGap: 4 }}>
            {sections.map((section) => (
              <Box component="li" key={section.id} sx={{ py: 0.25, typography: 'body2', breakInside: 'avoid', color: 'text.secondary' }}>
                <Link href={`#${section.id}`} variant="body2" color="text.secondary">
                  {section.heading}
                </Link>
              </Box>
            ))}
          </Box>
        </Box>
      )}

      <Divider />

      {sections.map((section, index) => (
        <Box component="section" key={section.id} aria-labelledby={section.id} sx={{ mt: 4 }}>
          <Typography
            id={section.id}
            variant="h2"
            // The header is sticky: keep a jumped-to heading out from under it.
            sx={{ mb: 1.5, scrollMarginTop: 88 }}
          >
            {index + 1}. {section.heading}
          </Typography>
          <Box sx={proseSx} onClick={onClick} dangerouslySetInnerHTML={{ __html: section.html }} />
        </Box>
      ))}
    </Container>
  );
}
