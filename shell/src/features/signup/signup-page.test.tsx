import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { renderApp, server, setupTestEnvironment } from '../../testing/render-app';

setupTestEnvironment();

const texts = {
  en: {
    labels: {
      name: 'Your name',
      email: 'Email',
      password: 'Password',
      confirm: 'Confirm password',
      company: 'Company name',
      orgNr: 'Organisation number',
      type: 'Creditor type',
      street: 'Street address',
      post: 'Postcode',
      town: 'Town',
      country: 'Country',
    },
    role: 'I am signing up as',
    submit: 'Sign up',
    required: 'This field is required',
    chooseType: 'Choose a creditor type',
    invalidEmail: 'Invalid email',
    passwordMin: 'Password must be at least 8 characters',
    passwordCommon: 'This password is one of the most common ones, or close to one: choose another',
    mismatch: 'Passwords do not match',
  },
  sv: {
    labels: {
      name: 'Ditt namn',
      email: 'E-post',
      password: 'Lösenord',
      confirm: 'Bekräfta lösenordet',
      company: 'Företagsnamn',
      orgNr: 'Organisationsnummer',
      type: 'Typ av borgenär',
      street: 'Gatuadress',
      post: 'Postnummer',
      town: 'Ort',
      country: 'Land',
    },
    role: 'Jag registrerar mig som',
    submit: 'Registrera dig',
    required: 'Fältet är obligatoriskt',
    chooseType: 'Välj typ av borgenär',
    invalidEmail: 'Ogiltig e-postadress',
    passwordMin: 'Lösenordet måste ha minst 8 tecken',
    passwordCommon: 'Lösenordet är ett av de vanligaste, eller nästan likadant: välj ett annat',
    mismatch: 'Lösenorden matchar inte',
  },
} as const;

describe.each(['en', 'sv'] as const)('sign-up validation in %s', (language) => {
  const text = texts[language];

  it('requires every field', async () => {
    const user = userEvent.setup();
    await renderApp('/creditors-portal-signup', { language });
    await user.click(screen.getByRole('button', { name: text.submit }));
    const { type, password, orgNr, ...textFields } = text.labels;
    for (const label of Object.values(textFields)) {
      expect(await screen.findByLabelText(label)).toHaveAccessibleDescription(text.required);
    }
    // The contract's new-password rule answers an empty password with its length rule.
    expect(screen.getByLabelText(password)).toHaveAccessibleDescription(text.passwordMin);
    // The organisation number also has a hint; the error follows it.
    expect(screen.getByLabelText(orgNr)).toHaveAccessibleDescription(expect.stringContaining(text.required));
    expect(screen.getByLabelText(type)).toHaveAccessibleDescription(text.chooseType);
    expect(screen.getByRole('group', { name: text.role })).toHaveAccessibleDescription(text.required);
  });

  it('checks the email shape, the password length and the confirmation', async () => {
    const user = userEvent.setup();
    await renderApp('/creditors-portal-signup', { language });
    await user.type(screen.getByLabelText(text.labels.email), 'someone@');
    await user.type(screen.getByLabelText(text.labels.password), '12345');
    await user.type(screen.getByLabelText(text.labels.confirm), '54321');
    await user.tab();
    expect(screen.getByLabelText(text.labels.email)).toHaveAccessibleDescription(text.invalidEmail);
    expect(screen.getByLabelText(text.labels.password)).toHaveAccessibleDescription(text.passwordMin);
    expect(screen.getByLabelText(text.labels.confirm)).toHaveAccessibleDescription(text.mismatch);
  });

  it('refuses a common password long enough, saying why, as the server would', async () => {
    const user = userEvent.setup();
    await renderApp('/creditors-portal-signup', { language });
    await user.type(screen.getByLabelText(text.labels.password), 'password123');
    await user.tab();
    await waitFor(() =>
      expect(screen.getByLabelText(text.labels.password)).toHaveAccessibleDescription(text.passwordCommon),
    );
  });
});

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, role: 'Creditor' | 'Debt collector') {
  await user.type(screen.getByLabelText('Your name'), 'Eva Svensson');
  await user.type(screen.getByLabelText('Email'), 'eva@leverantor.demo');
  await user.type(screen.getByLabelText('Password'), 'Kaffe-Rost-42');
  await user.type(screen.getByLabelText('Confirm password'), 'Kaffe-Rost-42');
  await user.type(screen.getByLabelText('Company name'), 'Leverantören i Syd AB');
  await user.type(screen.getByLabelText('Organisation number'), '556677-8899');
  await user.selectOptions(screen.getByLabelText('Creditor type'), 'Vendor');
  await user.click(screen.getByRole('radio', { name: role }));
  await user.type(screen.getByLabelText('Street address'), 'Storgatan 1');
  await user.type(screen.getByLabelText('Postcode'), '211 22');
  await user.type(screen.getByLabelText('Town'), 'Malmö');
  await user.type(screen.getByLabelText('Country'), 'Sverige');
}

describe('sign-up', () => {
  it('creates a debt collector and opens the code page for the e-mail', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/Creditor/signup', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          isSuccess: true,
          message: 'Account created successfully',
          data: { creditorId: 9, creditorEmaill: 'eva@leverantor.demo' },
        });
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/creditors-portal-signup');
    await fillValidForm(user, 'Debt collector');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/creditors-portal/verify-otp'));
    expect(router.state.location.search).toBe('?email=eva%40leverantor.demo');
    // The code page (the creditor portal's form in the shell's frame) starts with the resend cooldown running.
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(localStorage.getItem('portal-otp-cooldown:eva@leverantor.demo')).not.toBeNull();
    expect(body).toEqual({
      creditorName: 'Eva Svensson',
      creditorEmaill: 'eva@leverantor.demo',
      creditorPsw: 'Kaffe-Rost-42',
      creditrorCompanyName: 'Leverantören i Syd AB',
      creditorCompanyOrgNr: '556677-8899',
      creditorType: 'Vendor',
      isDebtCollector: true,
      creditorStreet: 'Storgatan 1',
      creditorPostNumber: '211 22',
      creditorTown: 'Malmö',
      creditorCountry: 'Sverige',
      // The mails' language, by default the interface language.
      language: 'en',
    });
  });

  it('sends isDebtCollector false for a creditor', async () => {
    let body: { isDebtCollector?: boolean } = {};
    server.use(
      http.post('*/api/Creditor/signup', async ({ request }) => {
        body = (await request.json()) as typeof body;
        return HttpResponse.json({ isSuccess: true, message: '', data: null });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/creditors-portal-signup');
    await fillValidForm(user, 'Creditor');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText('Account created successfully');
    expect(body.isDebtCollector).toBe(false);
  });

  it.each([
    [409, 'Record already exist', 'Record already exist'],
    [500, '', 'Signup failed!'],
  ])('shows the server message or the fallback (HTTP %i)', async (status, message, shown) => {
    server.use(
      http.post('*/api/Creditor/signup', () =>
        HttpResponse.json({ isSuccess: false, message, data: null }, { status }),
      ),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/creditors-portal-signup');
    await fillValidForm(user, 'Creditor');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(router.state.location.pathname).toBe('/creditors-portal-signup');
  });
});

describe('the language of the e-mails', () => {
  function captureSignup() {
    const sent: { body?: { language?: string } } = {};
    server.use(
      http.post('*/api/Creditor/signup', async ({ request }) => {
        sent.body = (await request.json()) as typeof sent.body;
        return HttpResponse.json({ isSuccess: true, message: '', data: null });
      }),
    );
    return sent;
  }

  it.each([
    ['en', 'Language of your e-mails', 'English'],
    ['sv', 'Språk i e-post till dig', 'Svenska'],
  ] as const)(
    'in %s, offers both languages with the interface language chosen',
    async (language, legend, chosen) => {
      await renderApp('/creditors-portal-signup', { language });
      const group = screen.getByRole('group', { name: legend });
      expect(within(group).getByRole('radio', { name: 'English' })).toHaveProperty(
        'checked',
        chosen === 'English',
      );
      expect(within(group).getByRole('radio', { name: 'Svenska' })).toHaveProperty(
        'checked',
        chosen === 'Svenska',
      );
    },
  );

  it('sends the language chosen, even when the interface is in another', async () => {
    const sent = captureSignup();
    const user = userEvent.setup();
    await renderApp('/creditors-portal-signup');
    await fillValidForm(user, 'Creditor');
    const group = screen.getByRole('group', { name: 'Language of your e-mails' });
    await user.click(within(group).getByRole('radio', { name: 'Svenska' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText('Account created successfully');
    expect(sent.body?.language).toBe('sv');
  });

  it('follows a switch of the interface language until one is chosen', async () => {
    const user = userEvent.setup();
    await renderApp('/creditors-portal-signup');
    await user.click(screen.getByRole('button', { name: 'Svenska' }));
    const group = await screen.findByRole('group', { name: 'Språk i e-post till dig' });
    expect(within(group).getByRole('radio', { name: 'Svenska' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'English' }));
    const same = await screen.findByRole('group', { name: 'Language of your e-mails' });
    expect(within(same).getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Svenska' }));
    // Chosen now: the switch back to Swedish leaves it.
    const kept = await screen.findByRole('group', { name: 'Språk i e-post till dig' });
    expect(within(kept).getByRole('radio', { name: 'English' })).toBeChecked();
  });
});
