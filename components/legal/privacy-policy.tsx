import NextLink from 'next/link';
import Link from '@mui/material/Link';
import { LegalPage, type LegalSection } from './legal-page';

export const PRIVACY_UPDATED = '2026-11-22';

const sections: LegalSection[] = [
  {
    id: 'information-we-collect',
    heading: 'Information we collect',
    body: (
      <>
        <p>
          <strong>Account data.</strong> When you sign up we collect your email address or phone number, your full
          name, the username you choose and your password. We use your email address or phone number to send you
          one-time codes: to confirm it at sign-up, to recover your account, and for two-factor authentication (2FA)
          if you turn it on. We also record whether 2FA is enabled and which channel (SMS or email) you use.
        </p>
        <p>
          <strong>Your activity as a member.</strong> When you are logged in we keep the mixtapes, tracks and
          playlists you favorite, your likes, dislikes and votes, the playlists you create, your listening history,
          your downloads and purchases, so that we can show them back to you across devices.
        </p>
        <p>
          <strong>Play and view events.</strong> Whether or not you are logged in, the site sends us small analytics
          events when a mixtape page is viewed, a track starts playing, a track finishes (with the percentage played)
          and a mixtape or track is downloaded. Each event carries the event name, the mixtape or track id, the time
          and a random event id generated in your browser, which lets us discard duplicates. The events do not
          contain your name, email address or phone number. We use them to count plays, views and downloads.
        </p>
        <p>
          <strong>Device and log data.</strong> Like most websites, our servers record technical details of each
          request: IP address, browser and operating system (user agent), the page or file requested, the referring
          page, and the date and time. If something breaks in your browser, the site may send us an error report with
          the error message and the part of the page that failed.
        </p>
        <p>
          <strong>Payments.</strong> If you subscribe to Premium or buy a mixtape, your card details are entered into
          and processed by our payment processor. We receive a reference to your payment method (such as the card
          brand and last four digits), the payment status and your invoices. We never receive or store
          full card numbers or security codes.
        </p>
        <p>
          <strong>Messages to us.</strong> If you write to us through the Contact page or send a DMCA notice, we keep
          what you send and the contact details you give.
        </p>
      </>
    ),
  },
  {
    id: 'cookies-and-storage',
    heading: 'Cookies and browser storage',
    body: (
      <>
        <p>
          We keep the number of things we store in your browser small, and we use them only to run the site. We do
          not use them to track you across other websites.
        </p>
        <ul>
          <li>
            <strong>Refresh-token cookie</strong> (httpOnly, set only after you log in): keeps you logged in. Scripts
            on the page cannot read it; we use it only to issue a new access token, replace it each time it is used,
            and clear it when you log out.
          </li>
        </ul>
        <p>
          In local storage (kept until you clear it; the tokens and your profile are removed when you log out):
        </p>
        <ul>
          <li>
            <code>access_token</code>: a short-lived token that proves you are logged in when the site calls our API.
          </li>
          <li>
            <code>v2_token</code>: the equivalent token for older parts of our API.
          </li>
          <li>
            <code>user</code>: your basic profile (such as your user id and username), so the site can show you as
            logged in.
          </li>
          <li>
            <code>theme</code>: whether you chose the light or dark theme.
          </li>
          <li>
            <code>app-storage</code>: player settings that survive a reload: your theme, play queue, the track you
            were on and the volume.
          </li>
          <li>
            <code>banner_closed_time</code>: when you last closed the site banner, so we do not show it again too soon.
          </li>
        </ul>
        <p>
          In session storage (cleared when you close the tab): <code>visited_routes</code>, the list of pages you
          visited in that tab, used to navigate back within the site.
        </p>
        <p>
          The third-party comments widget and the payment processor&rsquo;s card form load from their own servers
          and may set their own cookies, described in their privacy policies. You can clear or block cookies and
          storage in your browser settings; if you do, you will be logged out and your settings will reset.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    heading: 'How we use information',
    body: (
      <>
        <ul>
          <li>to provide the Service: streaming, downloads, your library, playlists, history and queue;</li>
          <li>to create and secure your account, send one-time codes and run 2FA;</li>
          <li>to process Premium subscriptions and purchases and provide invoices;</li>
          <li>to count plays, views and downloads, and to understand what is popular so we can feature it;</li>
          <li>to keep the Service working, find and fix errors, and prevent fraud, abuse and fake plays;</li>
          <li>to answer your messages and handle copyright notices;</li>
          <li>to comply with the law and enforce our Terms of Use.</li>
        </ul>
        <p>
          If you are in the European Economic Area or the UK, our legal bases are: performing our contract with you
          (your account and purchases), our legitimate interests (security, statistics and improving the Service),
          your consent where we ask for it, and legal obligations (for example, keeping tax records).
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    heading: 'How we share information',
    body: (
      <>
        <p>
          We do not sell your personal information, and we do not share it for cross-context behavioural
          advertising. We share it only with:
        </p>
        <ul>
          <li>
            <strong>Email and SMS delivery providers</strong>, which send your one-time codes and account emails;
          </li>
          <li>
            <strong>Our payment processor</strong>, which handles card payments, subscriptions and fraud checks;
          </li>
          <li>
            <strong>The comments widget provider</strong>: when you are logged in, we pass your user id and username
            to it through single sign-on so that you can comment under your account;
          </li>
          <li>
            <strong>Hosting and infrastructure providers</strong> that store our data and deliver files;
          </li>
          <li>
            <strong>Authorities or other parties</strong> when the law requires it, to protect rights, safety and
            property, or as part of a merger or sale of the Service, in which case this policy continues to apply.
          </li>
        </ul>
        <p>
          Our service providers may use the information only to provide their services to us. Copyright notices may
          be shared with the person whose content they concern.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <ul>
        <li>Account data and your library: for as long as you have an account.</li>
        <li>
          After you delete your account: removed or anonymised within 30 days, except invoices and payment records,
          which we keep for as long as tax and accounting law requires.
        </li>
        <li>One-time codes: until used or expired, which happens within minutes.</li>
        <li>Refresh tokens: until you log out, the token is replaced, or it expires.</li>
        <li>Server logs and error reports: up to 90 days.</li>
        <li>Play, view and download events: up to 13 months, after which we keep only totals.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <p>
        Passwords are stored only as one-way hashes, never in readable form. Refresh tokens are stored on our side
        only as hashes, are replaced on every use and sit in a cookie that scripts cannot read. Traffic to the site
        is encrypted with HTTPS, you can protect your account with 2FA, and access to personal data is limited to
        people who need it. No system is perfectly secure, so please use a strong, unique password and tell us through
        the Contact page if you notice anything suspicious.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights and choices',
    body: (
      <>
        <p>Depending on where you live, including under the GDPR and the California Consumer Privacy Act, you can:</p>
        <ul>
          <li>access the personal information we hold about you and get a copy of it;</li>
          <li>correct information that is wrong;</li>
          <li>delete your account and personal information;</li>
          <li>object to or restrict some uses, and withdraw consent you have given;</li>
          <li>opt out of any sale or sharing of personal information (we do neither).</li>
        </ul>
        <p>
          Make a request through the Contact page. We will verify it comes from you, usually with a one-time code sent
          to your account&rsquo;s email or phone, and reply within 30 days. We will not treat you differently for
          using these rights. If you are in the EEA or UK you may also complain to your local data protection
          authority.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: (
      <p>
        LMT Mixtapes is not directed to children under 13, and we do not knowingly collect personal information from
        them. If you believe a child under 13 has given us information, tell us through the Contact page and we will
        delete it.
      </p>
    ),
  },
  {
    id: 'international-transfers',
    heading: 'International transfers',
    body: (
      <p>
        We are based in the United States and our providers may process data in the US and other countries. When we
        transfer personal information from the EEA, the UK or Switzerland, we rely on safeguards recognised by law,
        such as the European Commission&rsquo;s Standard Contractual Clauses.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: (
      <p>
        We will update this policy when our practices change; the date at the top shows the latest version. If a
        change is significant, we will tell you on the site or by email before it takes effect. See also our{' '}
        <Link component={NextLink} href="/term-of-use">
          Terms of Use
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: (
      <p>
        For privacy questions or to exercise your rights, write to us through the Contact page on the site and
        mention &ldquo;Privacy&rdquo; in your message. We will answer as quickly as we
        can.
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated={PRIVACY_UPDATED}
      intro="This policy explains what information LMT Mixtapes collects when you stream, download or log in, why we collect it, who we share it with and the choices you have. We collect only what we need to run a free mixtape site, and we never sell your personal information."
      sections={sections}
    />
  );
}
