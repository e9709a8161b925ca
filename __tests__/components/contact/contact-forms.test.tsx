import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ContactForm } from '@/components/contact/contact-form';
import { SENT_TITLE } from '@/components/contact/contact-sent';
import { DmcaForm, OTHER_SITE_MESSAGE } from '@/components/contact/dmca-form';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
// The one message an address that is not an email gets, in every form.
const EMAIL_MESSAGE = 'Enter a valid email address';

/** Fills the contact form with a short, valid message and sends it. */
async function sendHello() {
  const user = userEvent.setup();
  renderWithProviders(<ContactForm />);
  await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Hello');
  await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello there, team.');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('the contact form', () => {
  it('shows each field its own error and sends nothing until they pass', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText(EMAIL_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
  });

  it('sends the message and shows its reference', async () => {
    let sent: unknown;
    server.use(
      http.post('http://localhost/api/v3/contact', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: 41, reference: 'LMT-C-000041' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), ' ada@example.com ');
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'A mixtape idea');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Could you add more lo-fi tapes?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(SENT_TITLE)).toBeInTheDocument();
    expect(screen.getByTestId('contact-reference')).toHaveTextContent('LMT-C-000041');
    expect(sent).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'A mixtape idea', message: 'Could you add more lo-fi tapes?' });
  });

  it('shows what the API answered when it refuses', async () => {
    server.use(http.post('http://localhost/api/v3/contact', () => HttpResponse.json({ statusCode: 429, message: 'Too many messages. Please try again later.', error: 'Too Many Requests' }, { status: 429 })));
    await sendHello();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages. Please try again later.');
  });

  it('puts the fields the API refused under those fields', async () => {
    server.use(
      http.post('http://localhost/api/v3/contact', () =>
        HttpResponse.json(
          { statusCode: 400, message: 'email: This address cannot receive mail', error: 'Bad Request', errors: [{ field: 'email', message: 'This address cannot receive mail' }] },
          { status: 400 },
        ),
      ),
    );
    await sendHello();
    expect(await screen.findByText('This address cannot receive mail')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the DMCA form', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, urls: string) => {
    await user.type(screen.getByRole('textbox', { name: /Your full name/ }), 'Rights Holder');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'legal@label.example');
    await user.type(screen.getByRole('textbox', { name: /copyrighted work/ }), 'Our album "Night Drive", released 2025.');
    await user.type(screen.getByRole('textbox', { name: /Infringing URLs/ }), urls);
    await user.type(screen.getByRole('textbox', { name: /Signature/ }), 'Rights Holder');
  };

  it('asks for each part of the notice, field by field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DmcaForm />);
    await user.click(screen.getByRole('button', { name: 'Send notice' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Copyrighted work is required')).toBeInTheDocument();
    expect(screen.getByText('List at least one infringing URL')).toBeInTheDocument();
    expect(screen.getByText('Confirm your good-faith belief that the use is not authorized')).toBeInTheDocument();
    expect(screen.getByText('Confirm that the notice is accurate, under penalty of perjury')).toBeInTheDocument();
    expect(screen.getByText('Signature is required')).toBeInTheDocument();
  });

  it('takes the postal address over several lines, where HTML allows the browser to fill in a street address', () => {
    renderWithProviders(<DmcaForm />);
    const address = screen.getByRole('textbox', { name: /Postal address/ });
    expect(address.tagName).toBe('TEXTAREA');
    expect(address).toHaveAttribute('autocomplete', 'street-address');
  });

  it('takes only pages of this site as infringing URLs', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DmcaForm />);
    await fill(user, 'https://elsewhere.example/mixtape/x');
    await user.click(screen.getByRole('checkbox', { name: /good-faith belief/ }));
    await user.click(screen.getByRole('checkbox', { name: /accurate/ }));
    await user.click(screen.getByRole('button', { name: 'Send notice' }));
    expect(await screen.findByText(OTHER_SITE_MESSAGE)).toBeInTheDocument();
  });

  it('sends the notice with one URL per line and shows its reference', async () => {
    let sent: unknown;
    server.use(
      http.post('http://localhost/api/v3/contact/dmca', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: 7, reference: 'LMT-D-000007' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<DmcaForm />);
    await fill(user, 'http://localhost/mixtape/night-drive{Enter}http://localhost/mixtape/night-drive-2');
    await user.click(screen.getByRole('checkbox', { name: /good-faith belief/ }));
    await user.click(screen.getByRole('checkbox', { name: /accurate/ }));
    await user.click(screen.getByRole('button', { name: 'Send notice' }));
    expect(await screen.findByTestId('contact-reference')).toHaveTextContent('LMT-D-000007');
    expect(sent).toEqual({
      name: 'Rights Holder',
      email: 'legal@label.example',
      copyrighted_work: 'Our album "Night Drive", released 2025.',
      infringing_urls: ['http://localhost/mixtape/night-drive', 'http://localhost/mixtape/night-drive-2'],
      good_faith: true,
      accurate: true,
      signature: 'Rights Holder',
    });
  });
});
