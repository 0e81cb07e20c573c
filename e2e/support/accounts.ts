import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { signupBody } from 'server/testing/signup';
import { api, mailedCode } from './api';
import { clientAddress, DEMO_PASSWORD, demo } from './fixtures';

/**
 * Fresh accounts made through the API for one journey, so that the demo accounts other journeys sign in
 * with keep their passwords and settings. Each call is its own client (the API's per-address limits).
 */

const run = Date.now().toString(36);
let made = 0;
/** A unique e-mail for this run: `<name as letters, digits and dashes>-<run>-<n>@<domain>`. */
export const uniqueEmail = (name: string, domain: string) => {
  made += 1;
  const local = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `${local}-${run}-${made}@${domain}`;
};

async function asClient<T>(apiURL: string, work: (context: APIRequestContext) => Promise<T>): Promise<T> {
  const context = await playwrightRequest.newContext({
    baseURL: apiURL,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  try {
    return await work(context);
  } finally {
    await context.dispose();
  }
}

const firmLogin = (context: APIRequestContext, email: string, password: string) =>
  api<{ token: string; lawFirmId: number }>(context, 'post', '/api/Auth/login', {
    data: { EmalId: email, password },
  });

/** A new staff member (U) of a firm, added by its administrator (by default Nordlaw's Anna Berg). */
export async function freshFirmUser(
  apiURL: string,
  name: string,
  password: string,
  admin: { email: string; password: string } = { email: demo.firmAdmin, password: DEMO_PASSWORD },
): Promise<string> {
  return asClient(apiURL, async (context) => {
    const session = await firmLogin(context, admin.email, admin.password);
    const firm = await api<{ officeList: { lawFirmOfficeId: number }[] }>(
      context,
      'get',
      `/api/LawFirm/getById?lawFirmId=${session.lawFirmId}`,
      { token: session.token },
    );
    const email = uniqueEmail(name, 'staff.test');
    await api(context, 'post', '/api/LawFirm/addUser', {
      token: session.token,
      data: {
        lawFirmId: session.lawFirmId,
        LawfirmUserEmail: email,
        Password: password,
        lawFirmUserOffices: [firm.officeList[0]?.lawFirmOfficeId],
      },
    });
    return email;
  });
}

/** A new law firm made by the platform administrator; its administrator signs in with `admin`. */
export async function freshFirm(
  apiURL: string,
  firmName: string,
  admin: { email: string; password: string },
): Promise<number> {
  return asClient(apiURL, async (context) => {
    const platform = await firmLogin(context, demo.admin, DEMO_PASSWORD);
    const query = new URLSearchParams({
      LawfirmName: firmName,
      LawFirmOffices: 'Umeå',
      LawfirmContactName: 'Ny Administratör',
      LawfirmContactEmail: admin.email,
    });
    const created = await api<{ lawFirmId: number }>(context, 'post', `/api/LawFirm/add?${query}`, {
      token: platform.token,
      multipart: { Password: admin.password },
    });
    return created.lawFirmId;
  });
}

/** A new verified creditor (C), signed up and verified through the API with the mailed code. */
export async function freshCreditor(apiURL: string, dataDir: string, name: string, password: string) {
  const email = uniqueEmail(name, 'creditor.test');
  await asClient(apiURL, async (context) => {
    await api(context, 'post', '/api/Creditor/signup', {
      data: { ...signupBody(email, `${name} AB`), creditorPsw: password },
    });
    await api(context, 'post', '/api/Creditor/verifyOtp', {
      data: { email, otp: await mailedCode(dataDir, email), password },
    });
  });
  return email;
}
