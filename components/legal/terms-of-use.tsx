import NextLink from 'next/link';
import Link from '@mui/material/Link';
import { LegalPage, type LegalSection } from './legal-page';

export const TERMS_UPDATED = '2026-11-22';

const sections: LegalSection[] = [
  {
    id: 'acceptance',
    heading: 'Acceptance of these terms',
    body: (
      <>
        <p>
          These Terms of Use are an agreement between you and LMT Mixtapes (&ldquo;we&rdquo;, &ldquo;us&rdquo;). They
          apply whenever you visit the site, stream or download music, use the player, create an account or subscribe
          to Premium (together, the &ldquo;Service&rdquo;). By using the Service you accept these terms. If you do not agree, please do not use
          the Service.
        </p>
        <p>
          Our{' '}
          <Link component={NextLink} href="/privacy">
            Privacy Policy
          </Link>{' '}
          explains what information we collect and how we use it, and forms part of these terms.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    heading: 'Eligibility and age',
    body: (
      <>
        <p>
          You must be at least 13 years old to create an account. If you are under 18, or under the age of majority
          where you live, you may use the Service only with the involvement of a parent or guardian who agrees to
          these terms for you. Buying a mixtape or a Premium subscription requires you to be an adult or to have
          your parent or guardian make the purchase.
        </p>
        <p>
          Many mixtapes contain explicit lyrics. Where we ask you to confirm your age, answer truthfully.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    heading: 'Accounts and security',
    body: (
      <>
        <p>
          You can browse and stream as a guest. A free account lets you favorite, like, download where offered, and
          keep playlists, a history and a play queue. At sign-up we confirm your email address or phone number with a
          one-time code. If you turn on two-factor authentication (2FA), each log-in also needs a code sent by SMS or
          email.
        </p>
        <ul>
          <li>Give accurate details and keep your email address or phone number up to date, since we send codes there.</li>
          <li>Keep your password and one-time codes to yourself. Our team will never ask you for a code.</li>
          <li>One account per person. Do not share, sell or transfer your account.</li>
          <li>
            You are responsible for activity on your account. If you think someone else has access to it, reset your
            password through the Forgot Credentials option and tell us through the Contact page.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>
            copy, rip, record, re-upload or redistribute streams, or get around any limit on downloads, playback or
            access;
          </li>
          <li>scrape the catalogue or access the Service with bots or other automated means;</li>
          <li>inflate or fake plays, views, votes, likes or downloads;</li>
          <li>break into accounts, probe or overload our systems, or interfere with the player or ads;</li>
          <li>
            post anything unlawful, hateful, harassing or infringing, or impersonate another person, artist or DJ;
          </li>
          <li>use the Service for spam, malware or scams.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    heading: 'Music, content and your licence',
    body: (
      <>
        <p>
          Mixtapes, tracks, artwork and descriptions on LMT Mixtapes belong to the artists, DJs, labels and other
          rights holders who release them, or to us. Nothing in these terms transfers ownership of any of it to you.
        </p>
        <p>
          Subject to these terms, we give you a personal, non-exclusive, non-transferable, revocable licence to
          stream content through the Service for your own non-commercial listening. Where a download button is
          offered for a mixtape or track (to guests for some tracks, and to logged-in members more widely), you may
          download that file and keep it for personal, non-commercial listening. You may not:
        </p>
        <ul>
          <li>download anything that is not offered for download;</li>
          <li>sell, rent, broadcast, publicly perform or sync any content, or play it in a business;</li>
          <li>remove credits, tags, watermarks or other notices from files.</li>
        </ul>
        <p>
          Content can be removed at any time, for example at a rights holder&rsquo;s request. The LMT Mixtapes name
          and logo are ours.
        </p>
      </>
    ),
  },
  {
    id: 'user-content',
    heading: 'Your playlists and comments',
    body: (
      <>
        <p>
          You keep any rights you have in your playlists and comments, and give us a worldwide, royalty-free licence
          to host, store and display them as needed to run the Service. You are responsible for what you post.
        </p>
        <p>
          Comments and community discussions are provided by a third-party comments widget. When you are logged in,
          we sign you in to it automatically (single sign-on), so your comments appear under your LMT Mixtapes
          username. The provider&rsquo;s own terms and privacy policy also apply to the widget. We may remove any
          playlist or comment that breaks these terms.
        </p>
      </>
    ),
  },
  {
    id: 'copyright',
    heading: 'Copyright and DMCA notices',
    body: (
      <>
        <p>
          We respect the rights of artists and rights holders and respond to notices under the US Digital Millennium
          Copyright Act (DMCA). If you believe content on LMT Mixtapes infringes your copyright, send a notice through
          the DMCA form on our Contact page. It must include:
        </p>
        <ul>
          <li>your physical or electronic signature, as the owner or someone authorised to act for the owner;</li>
          <li>the copyrighted work you say is infringed;</li>
          <li>
            the page address (URL) of each mixtape or track you want removed, with enough detail for us to find it;
          </li>
          <li>your name, postal address, telephone number and email address;</li>
          <li>
            a statement that you have a good-faith belief that the use is not authorised by the owner, its agent or
            the law; and
          </li>
          <li>
            a statement, under penalty of perjury, that the information in your notice is accurate and that you are
            the owner or authorised to act for the owner.
          </li>
        </ul>
        <p>
          If your material was removed by mistake, you may send a counter-notice through the same form. We close the
          accounts of repeat infringers. Knowingly false notices can make you liable for damages.
        </p>
      </>
    ),
  },
  {
    id: 'premium',
    heading: 'Premium subscription and purchases',
    body: (
      <>
        <p>
          Premium is an optional paid subscription; some mixtapes can also be bought individually. The price,
          billing period and Premium features are shown before you pay. Payments are made by card and processed by
          our payment processor; we do not see or store your full card number.
        </p>
        <ul>
          <li>
            <strong>Billing and renewal.</strong> Premium renews automatically at the end of each billing period and
            your saved card is charged the then-current price until you cancel. We will tell you in advance of any
            price change, which applies from your next period.
          </li>
          <li>
            <strong>Cancellation.</strong> You can cancel at any time from your account. Cancellation takes effect at
            the end of the current billing period: you keep Premium until then and are not charged again.
          </li>
          <li>
            <strong>Refunds.</strong> Except where the law requires otherwise, payments for periods already started
            and for purchased mixtapes are not refundable. If you were charged in error, contact us and we will put
            it right.
          </li>
        </ul>
        <p>Invoices for your payments are available from your account.</p>
      </>
    ),
  },
  {
    id: 'ads',
    heading: 'Advertising',
    body: (
      <p>
        The free service is supported by advertising. Ads may appear on pages and may play as short audio spots
        between tracks. You agree not to block, skip by technical means, or otherwise interfere with ads in the
        player. Advertisers alone are responsible for their ads.
      </p>
    ),
  },
  {
    id: 'termination',
    heading: 'Suspension and termination',
    body: (
      <p>
        You may stop using the Service and ask us to delete your account at any time. We may suspend or close an
        account if you break these terms, if the law requires it, or to protect users, rights holders or the
        Service, and where reasonable we will tell you why. If we close your account without cause, we will refund
        the unused, prepaid part of any Premium subscription. Sections that by their nature should survive
        termination, such as disclaimers and limitation of liability, survive it.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    heading: 'Disclaimers',
    body: (
      <p>
        The Service is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. To the fullest extent allowed by
        law, we make no warranties, express or implied, including of merchantability, fitness for a particular
        purpose and non-infringement. We do not promise that any mixtape or track will stay available, that the
        Service will be uninterrupted or error-free, or that content supplied by artists, DJs or other users is
        accurate or lawful.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Limitation of liability',
    body: (
      <p>
        To the fullest extent allowed by law, LMT Mixtapes is not liable for any indirect, incidental, special,
        consequential or punitive damages, or for lost data, profits or goodwill, arising from your use of the
        Service. Our total liability for any claim relating to the Service is limited to the greater of the amount
        you paid us in the 12 months before the claim and US$50. Nothing in these terms limits liability that cannot
        be limited by law, such as for fraud or for death or personal injury caused by negligence.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to the Service and these terms',
    body: (
      <p>
        We add, change and remove features and content over time. We may update these terms; the date at the top
        shows the latest version. If a change materially affects your rights, we will tell you on the site or by
        email before it takes effect. Continuing to use the Service after that means you accept the updated terms;
        if you do not, you can cancel Premium and close your account.
      </p>
    ),
  },
  {
    id: 'governing-law',
    heading: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of the State of New York, USA, without regard to its conflict-of-law
        rules. Disputes will be heard by the state or federal courts located in New York, and you and we consent to
        their jurisdiction. If you live in a country whose consumer laws give you the right to bring a claim in your
        local courts or under local law, these terms do not take that right away.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: (
      <p>
        Send questions about these terms, your account or billing through the Contact page on the site. Copyright
        notices go through the DMCA form on the same page.
      </p>
    ),
  },
];

export function TermsOfUse() {
  return (
    <LegalPage
      title="Terms of Use"
      updated={TERMS_UPDATED}
      intro="Welcome to LMT Mixtapes, a free place to stream and download mixtapes, updated daily. These terms explain the rules for using the site, what you can do with the music you find here, and how Premium works. Please read them: they are written to be clear, but they are a binding agreement."
      sections={sections}
    />
  );
}
