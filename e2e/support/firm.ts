import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { api } from './api';
import { DEMO_PASSWORD, demo, expect } from './fixtures';

/** A fresh case of Nordlaw, added by its administrator through the API (creditor messages allowed). */
export async function addFirmCase(
  context: APIRequestContext,
  debtorName: string,
  knr: string,
): Promise<number> {
  const firm = await api<{ token: string; lawFirmId: number }>(context, 'post', '/api/Auth/login', {
    data: { EmalId: demo.firmAdmin, password: DEMO_PASSWORD },
  });
  const created = await api<{ caseId: number }>(context, 'post', '/api/Case/add', {
    token: firm.token,
    data: {
      debtorName,
      debtorOrgnr: '559999-0000',
      knr,
      status: 1,
      isAllowCreditorNotification: true,
      lawFirmId: firm.lawFirmId,
    },
  });
  return created.caseId;
}

/** The same in a request context of its own. */
export async function newFirmCase(apiURL: string, debtorName: string, knr: string): Promise<number> {
  const context = await playwrightRequest.newContext({ baseURL: apiURL });
  const caseId = await addFirmCase(context, debtorName, knr);
  await context.dispose();
  return caseId;
}

/**
 * The firm writes to the journey's creditor through the API (the firm's own screens are another journey), to it
 * alone so the demo creditors' inboxes stay as other journeys expect them.
 */
export async function firmMessagesCreditor(apiURL: string, debtor: string, email: string, text: string) {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${apiURL}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then((response) => response.json());
  const login = await post('/api/Auth/login', { EmalId: demo.firmAdmin, password: DEMO_PASSWORD });
  const token = login.data.token as string;
  const cases = await fetch(`${apiURL}/api/Case/get?lawFirmId=${login.data.lawFirmId}`, {
    headers: { Authorization: `Bearer ${token}` },
  }).then((response) => response.json());
  const found = (cases.data.casesResponses as { caseId: number; debtorName: string }[]).find(
    (item) => item.debtorName === debtor,
  );
  const links = await fetch(`${apiURL}/api/case/getcasecreditors?caseId=${found?.caseId}`, {
    headers: { Authorization: `Bearer ${token}` },
  }).then((response) => response.json());
  const link = (
    links.data.caseCreditorListRponse as {
      creditorCasesId: number;
      creditorResponse: { creditorEmaill: string };
    }[]
  ).find((item) => item.creditorResponse.creditorEmaill === email);
  const sent = await post(
    '/api/LawFirm/notification/send',
    {
      isSendToAll: false,
      creditorCasesIdList: [link?.creditorCasesId],
      caseId: found?.caseId,
      notification: text,
    },
    token,
  );
  expect(sent.isSuccess).toBe(true);
}
