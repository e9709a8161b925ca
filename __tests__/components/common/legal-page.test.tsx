import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { formatLegalDate, LegalPage } from '@/components/common/legal-page';
import { LOCAL_KEYS, SESSION_KEYS } from '@/lib/storage-keys';
import { loadLegalDocument, type LegalDocumentName } from '@/server/ssr/legal';
import { theme } from '@/theme/theme';

const push = jest.fn(() => Promise.resolve(true));
jest.mock('next/compat/router', () => ({ useRouter: () => ({ push }) }));

function renderWithTheme(ui: ReactElement) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

/** The page as getStaticProps hands it over: the Markdown under content/legal/, rendered. */
async function renderDocument(name: LegalDocumentName) {
  return renderWithTheme(<LegalPage {...await loadLegalDocument(name)} />);
}

/** Every contents link targets a heading on the page, and every section is listed once. */
function expectContentsMatchSections(container: HTMLElement, minimum: number) {
  const nav = screen.getByRole('navigation', { name: 'Contents' });
  const links = within(nav).getAllByRole('link');
  const sectionIds = Array.from(container.querySelectorAll('section h2[id]')).map((h) => h.id);

  expect(links.length).toBeGreaterThanOrEqual(minimum);
  expect(links.map((link) => link.getAttribute('href'))).toEqual(sectionIds.map((id) => `#${id}`));
  expect(new Set(sectionIds).size).toBe(sectionIds.length);
  for (const link of links) {
    const target = container.querySelector(link.getAttribute('href')!);
    expect(target).not.toBeNull();
    expect(target).toHaveTextContent(link.textContent!);
  }
}

describe('LegalPage', () => {
  it('renders the title, date, intro, contents and numbered sections', () => {
    const { container } = renderWithTheme(
      <LegalPage
        title="Test Policy"
        updated="2026-03-05"
        introHtml="<p>An introduction.</p>"
        sections={[
          { id: 'first', heading: 'First', html: '<p>One.</p>' },
          { id: 'second', heading: 'Second', html: '<ul><li>Two.</li></ul>' },
        ]}
      />,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Test Policy' })).toBeInTheDocument();
    expect(screen.getByText('March 5, 2026').closest('time')).toHaveAttribute('dateTime', '2026-03-05');
    expect(screen.getByText(/Last updated:/)).toBeInTheDocument();
    expect(screen.getByText('An introduction.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2. Second' })).toHaveAttribute('id', 'second');
    expect(screen.getByRole('region', { name: '1. First' })).toHaveTextContent('One.');
    expectContentsMatchSections(container, 2);
  });

  it('formats ISO dates without locale data and leaves other strings alone', () => {
    expect(formatLegalDate('2026-11-22')).toBe('November 22, 2026');
    expect(formatLegalDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatLegalDate('soon')).toBe('soon');
  });
});

describe('TermsOfUse', () => {
  it('has one h1 and contents links that all resolve', async () => {
    const { container } = await renderDocument('terms-of-use');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expectContentsMatchSections(container, 10);
  });

  it('covers the key rules of the product', async () => {
    const { container } = await renderDocument('terms-of-use');
    const text = container.textContent!;
    expect(text).toMatch(/two-factor authentication \(2FA\)/);
    expect(text).toMatch(/DMCA form on our Contact page/);
    expect(text).toMatch(/you can delete your account/i);
    expect(text).toMatch(/Anyone may report a comment/);
    expect(text).toMatch(/your playlists and comments are deleted with it/);
    // What is sold, who takes the card, and how premium ends (see docs/product.md, Buying).
    expect(text).toMatch(/Two things are sold/);
    expect(text).toMatch(/Stripe, when the site’s operator has set it up/);
    expect(text).toMatch(/test sandbox that accepts only test card numbers and never charges anyone/);
    expect(text).toMatch(/continues to the end of the period you have already paid for, then ends/);
    expect(text).toMatch(/We do not refund the rest of a period/);
    expect(text).toMatch(/never sell a paid mixtape to a member whose premium is running/);
    expect(text).toMatch(/A mixtape you bought before subscribing stays yours/);
    expect(text).toContain('the laws of the State of New York, USA');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(text).not.toMatch(/lorem|ipsum|\[[A-Z ]+\]/i);
  });

  it('follows a link within the site through the router, so the page does not reload', async () => {
    push.mockClear();
    await renderDocument('terms-of-use');
    await userEvent.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    expect(push).toHaveBeenCalledWith('/privacy');
  });
});

describe('PrivacyPolicy', () => {
  it('has one h1 and contents links that all resolve', async () => {
    const { container } = await renderDocument('privacy');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expectContentsMatchSections(container, 10);
  });

  it('lists every browser storage key the site uses, and the refresh cookie', async () => {
    const { container } = await renderDocument('privacy');
    const keys = Array.from(container.querySelectorAll('code')).map((code) => code.textContent);
    // Kept in step with the keys the site really uses: a new key must be disclosed here.
    const used = [...Object.values(LOCAL_KEYS), ...Object.values(SESSION_KEYS)];
    expect(used).toEqual(expect.arrayContaining(['access_token', 'v2_token', 'app-storage', 'banner_closed_time']));
    for (const key of used) expect(keys).toContain(key);
    expect(container.textContent).toMatch(/Refresh-token cookie/);
    expect(container.textContent).toMatch(/httpOnly/);
  });

  it('describes what the product keeps, and states the key privacy commitments', async () => {
    const { container } = await renderDocument('privacy');
    const text = container.textContent!;
    expect(text).not.toMatch(/widget/i);
    // Payments: the card goes to the processor; only its brand, last four digits and expiry are kept.
    expect(text).toMatch(/go straight from your browser to Stripe and never reach our servers/);
    expect(text).toMatch(/brand, last four digits and expiry/);
    expect(text).toMatch(/card numbers are never stored at all/);
    expect(text).toMatch(/our payment processor/);
    for (const event of ['mixtape_view', 'track_play', 'track_completion', 'mixtape_download', 'track_download']) expect(text).toContain(event);
    expect(text).toMatch(/favorites: mixtapes, tracks and playlists/);
    expect(text).toMatch(/cover image you upload/);
    expect(text).toMatch(/your history/);
    expect(text).toMatch(/we store your comment with your account/i);
    expect(text).toMatch(/If you report a comment/);
    expect(text).toMatch(/The Contact form/);
    expect(text).toMatch(/the DMCA form/);
    expect(text).toMatch(/we do not keep your searches/);
    expect(text).toMatch(/When you delete your account[^.]*remove your library[^.]*your comments/);
    expect(text).toMatch(/random event id/);
    expect(text).toMatch(/We do not sell your personal information/);
    expect(text).toMatch(/not directed to children under 13/);
    expect(text).toMatch(/through the Contact page/);
    expect(text).not.toMatch(/@|lorem|ipsum|\[[A-Z ]+\]/i);
  });
});
