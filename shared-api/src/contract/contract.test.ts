import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  acceptFor,
  addCaseBodySchema,
  addClaimBodySchema,
  addLawFirmQuerySchema,
  apiTags,
  checkUploadFile,
  claimUpload,
  documentUpload,
  endpoints,
  endpointsByName,
  envelopeSchema,
  lawFirmSendMessageBodySchema,
  logoUpload,
  normaliseAmount,
  OFFICES_PATTERN,
  passwordConfirmation,
  profileUpdateBodySchema,
  sumAmounts,
  updateLawFirmQuerySchema,
  validationMessages,
} from './index';

const routesFile = (): string[] =>
  readFileSync(join(__dirname, 'routes.tsv'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [method, path] = line.split('\t');
      return `${method} ${path}`;
    });

describe('the endpoint list', () => {
  it('has exactly the routes of routes.tsv, with their casing', () => {
    const declared = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared].sort()).toEqual([...routesFile()].sort());
  });

  it('gives every endpoint roles, and upload rules to every multipart one', () => {
    for (const endpoint of endpoints) {
      expect(endpoint.roles.length).toBeGreaterThan(0);
      expect(Boolean(endpoint.multipart)).toBe(Boolean(endpoint.upload));
      if (endpoint.upload?.fieldsIn === 'query') expect(endpoint.body).toBeUndefined();
    }
  });
});

describe('the API docs of every endpoint (shared-api/README.md, "Describing an endpoint")', () => {
  const named = Object.entries(endpointsByName);

  /**
   * The claim calls were published under the wire's word, and a client generated from the document
   * calls them so: their operationIds stay while their exports say claim.
   */
  const publishedAs: Readonly<Record<string, string>> = {
    getClaimBases: 'getInvoiceKeyValues',
    addClaim: 'addInvoice',
    updateClaim: 'updateInvoice',
    lawFirmGetClaims: 'lawFirmGetInvoices',
    creditorGetClaims: 'creditorGetInvoices',
    downloadClaimFile: 'downloadInvoice',
    deleteClaim: 'deleteInvoice',
    downloadClaimReceipt: 'downloadInvoiceReceipt',
    decideClaim: 'updateInvoiceStatus',
  };

  it('name each operation after its export (a claim call: as published), uniquely', () => {
    for (const [name, endpoint] of named) expect(endpoint.operationId).toBe(publishedAs[name] ?? name);
    expect(new Set(endpoints.map((endpoint) => endpoint.operationId)).size).toBe(endpoints.length);
    expect(named.length).toBe(endpoints.length);
  });

  it('give each a one-line summary and a tag of apiTags', () => {
    for (const [name, endpoint] of named) {
      expect({ name, summary: endpoint.summary }).toEqual({
        name,
        summary: expect.stringMatching(/^[A-Z][^\n]{5,79}$/),
      });
      expect(endpoint.summary).not.toMatch(/\.$/);
      expect(Object.keys(apiTags)).toContain(endpoint.tag);
    }
  });

  it('declare only refusals with a reason, none that the shape already implies on a protected call', () => {
    for (const endpoint of endpoints) {
      for (const [status, reason] of Object.entries(endpoint.errors ?? {})) {
        expect(['401', '403', '404', '409', '429']).toContain(status);
        expect(reason?.length).toBeGreaterThan(5);
      }
      if (!endpoint.roles.includes('public')) expect(endpoint.errors?.[401]).toBeUndefined();
    }
  });

  it('name the file kinds of every download, and only of downloads', () => {
    for (const endpoint of endpoints)
      expect(Boolean(endpoint.download)).toBe(Boolean(endpoint.downloadKinds?.length));
  });
});

describe('validation messages', () => {
  const sourceKeys = (): Set<string> => {
    const keys = new Set<string>();
    for (const file of readdirSync(__dirname).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      for (const match of readFileSync(join(__dirname, file), 'utf8').matchAll(/'(validation\.[A-Za-z]+)'/g))
        if (match[1]) keys.add(match[1]);
    }
    return keys;
  };

  it('has an English and a Swedish text for every key the schemas use', () => {
    for (const key of sourceKeys()) {
      expect(validationMessages.en).toHaveProperty([key]);
      expect(validationMessages.sv).toHaveProperty([key]);
    }
    expect(Object.keys(validationMessages.sv).sort()).toEqual(Object.keys(validationMessages.en).sort());
  });
});

const firstMessage = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues[0]?.message;

describe('field rules', () => {
  it.each(['Stockholm', 'Stockholm; Göteborg', 'Malmö;Västerås', 'Upplands Väsby; Kontor 2'])(
    'accepts the offices %s',
    (offices) => {
      expect(OFFICES_PATTERN.test(offices)).toBe(true);
    },
  );

  it.each(['Stockholm;', 'Stockholm, Göteborg', 'Stockholm;  Göteborg', 'Stock  holm', ' ; '])(
    'refuses the offices %s',
    (offices) => {
      expect(OFFICES_PATTERN.test(offices)).toBe(false);
    },
  );

  const firm = {
    LawfirmName: 'Nordlaw Advokatbyrå',
    LawFirmOffices: 'Stockholm; Göteborg',
    LawfirmContactName: 'Anna Berg',
    LawfirmContactEmail: 'anna.berg@nordlaw.demo',
    Password: 'Fjällvind-Bark-7',
  };

  it('defaults the colour, accepts a URL without scheme and empties to null', () => {
    const parsed = addLawFirmQuerySchema.parse({ ...firm, LawfirmUrl: 'nordlaw.se', LawfirmNotes: '' });
    expect(parsed).toMatchObject({ ColorCode: '#B08D38', LawfirmUrl: 'nordlaw.se', LawfirmNotes: null });
    expect(firstMessage(addLawFirmQuerySchema.safeParse({ ...firm, LawfirmUrl: 'not a url' }))).toBe(
      'validation.url',
    );
    expect(firstMessage(addLawFirmQuerySchema.safeParse({ ...firm, Password: '123' }))).toBe(
      'validation.passwordMinStaff',
    );
  });

  it('makes password and offices optional on update', () => {
    const { Password: _p, LawFirmOffices: _o, ...rest } = firm;
    expect(updateLawFirmQuerySchema.parse({ ...rest, LawFirmId: '3', Password: '' })).toMatchObject({
      LawFirmId: 3,
      Password: null,
    });
    expect(firstMessage(updateLawFirmQuerySchema.safeParse({ ...rest, LawFirmId: 3, Password: 'abc' }))).toBe(
      'validation.passwordMinStaff',
    );
  });

  it('checks the case form field by field', () => {
    const result = addCaseBodySchema.safeParse({
      debtorName: ' ',
      debtorOrgnr: '',
      knr: '',
      status: 9,
      administratorEmail: 'x',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(messages).toEqual({
      debtorName: 'validation.debtorNameRequired',
      debtorOrgnr: 'validation.orgNumberRequired',
      knr: 'validation.kNumberRequired',
      status: 'validation.statusRequired',
      administratorEmail: 'validation.email',
    });
    expect(
      addCaseBodySchema.parse({
        debtorName: 'Byggfirma Åkesson AB',
        debtorOrgnr: '556677-8899',
        knr: 'K 1234-26',
        status: '3',
        dateDecision: '',
      }),
    ).toMatchObject({
      status: 3,
      dateDecision: null,
      isAllowCreditorNotification: false,
      administratorEmail: null,
    });
  });

  it('requires a recipient unless the message goes to all', () => {
    expect(firstMessage(lawFirmSendMessageBodySchema.safeParse({ caseId: 1, notification: 'Hej' }))).toBe(
      'validation.selectAtLeastOneCreditor',
    );
    expect(
      lawFirmSendMessageBodySchema.safeParse({ caseId: 1, notification: 'Hej', isSendToAll: true }).success,
    ).toBe(true);
    expect(
      firstMessage(
        lawFirmSendMessageBodySchema.safeParse({ caseId: 1, notification: '  ', isSendToAll: true }),
      ),
    ).toBe('validation.messageEmpty');
  });

  it('asks for the current password with a new one', () => {
    const profile = {
      creditorId: 4,
      creditorName: 'Leverantören AB',
      creditorEmaill: 'leverantor@creditor.demo',
      creditrorCompanyName: 'Leverantören AB',
      creditorCompanyOrgNr: '556677-8899',
      creditorType: 'Vendor',
      creditorStreet: 'Storgatan 1',
      creditorPostNumber: '111 22',
      creditorTown: 'Stockholm',
      creditorCountry: 'Sverige',
    } as const;
    expect(firstMessage(profileUpdateBodySchema.safeParse({ ...profile, creditorNewPsw: 'Nytt1234!' }))).toBe(
      'validation.currentPasswordRequired',
    );
    expect(
      profileUpdateBodySchema.safeParse({ ...profile, creditorPsw: 'Demo1234!', creditorNewPsw: 'Nytt1234!' })
        .success,
    ).toBe(true);
  });
});

describe('claim amounts', () => {
  it.each([
    [12500, '12500.00'],
    ['12500.5', '12500.50'],
    ['12 500,50', '12500.50'],
    ['0.1', '0.10'],
    ['1.234', null],
    ['-5', null],
    ['abc', null],
  ])('normalises %p to %p', (input, expected) => {
    expect(normaliseAmount(input)).toBe(expected);
  });

  it('parses multipart form text and refuses zero', () => {
    const base = {
      CaseId: '2',
      ClaimBasis: 'SupplierInvoice',
      ClaimPriorityRight: 'false',
      DebtByDebtCollector: 'true',
    };
    expect(addClaimBodySchema.parse({ ...base, ClaimAmount: '48 900,00' })).toMatchObject({
      CaseId: 2,
      ClaimAmount: '48900.00',
      ClaimPriorityRight: false,
      DebtByDebtCollector: true,
      CreditorId: null,
    });
    expect(firstMessage(addClaimBodySchema.safeParse({ ...base, ClaimAmount: '0' }))).toBe(
      'validation.amountPositive',
    );
    expect(firstMessage(addClaimBodySchema.safeParse({ ...base, ClaimAmount: '' }))).toBe(
      'validation.amountRequired',
    );
  });

  it('sums exactly', () => {
    expect(sumAmounts(['0.10', '0.20', '12500.55'])).toBe('12500.85');
    expect(sumAmounts([])).toBe('0.00');
  });
});

describe('upload checks', () => {
  const pdf = { name: 'Förvaltarberättelse.PDF', size: 1000 };
  it('names what is wrong with a chosen file', () => {
    expect(checkUploadFile(pdf, documentUpload)).toBeNull();
    expect(checkUploadFile(null, documentUpload)).toBe('validation.fileRequired');
    expect(checkUploadFile(null, { ...documentUpload, fileRequired: false })).toBeNull();
    expect(checkUploadFile({ name: 'bild.png', size: 10 }, documentUpload)).toBe('validation.documentType');
    expect(checkUploadFile({ name: 'logo.svg', size: 10 }, logoUpload)).toBeNull();
    expect(checkUploadFile({ name: 'logo.gif', size: 10 }, logoUpload)).toBe('validation.logoType');
    expect(checkUploadFile({ name: 'stor.pdf', size: 10 * 1024 * 1024 + 1 }, claimUpload)).toBe(
      'validation.fileTooLarge',
    );
    expect(acceptFor(logoUpload)).toBe('.png,.jpg,.jpeg,.svg');
  });

  it('checks a password confirmation', () => {
    const form = z
      .object({ Password: z.string(), confirmPassword: z.string().optional() })
      .superRefine(passwordConfirmation('Password', 'confirmPassword'));
    expect(firstMessage(form.safeParse({ Password: 'Demo1234!' }))).toBe(
      'validation.confirmPasswordRequired',
    );
    expect(firstMessage(form.safeParse({ Password: 'Demo1234!', confirmPassword: 'x' }))).toBe(
      'validation.passwordsMustMatch',
    );
    expect(form.safeParse({ Password: '', confirmPassword: '' }).success).toBe(true);
  });
});

describe('the README', () => {
  it('lists every endpoint with its roles', () => {
    const readme = readFileSync(join(__dirname, '../../README.md'), 'utf8');
    const table = readme.slice(
      readme.indexOf('<!-- endpoints:start -->'),
      readme.indexOf('<!-- endpoints:end -->'),
    );
    const rows = table
      .split('\n')
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .filter((cells) => /^(GET|POST|PUT|DELETE)$/.test(cells[1] ?? ''))
      .map((cells) => `${cells[1]} ${cells[2]?.replaceAll('`', '')} ${cells[4]}`);
    expect(rows.sort()).toEqual(endpoints.map((e) => `${e.method} ${e.path} ${e.roles.join(', ')}`).sort());
  });
});

describe('OpenAPI', () => {
  it('can describe every request and answer as JSON Schema', () => {
    const failures: string[] = [];
    for (const e of endpoints) {
      const parts = [
        ['query', e.query, 'input'],
        ['body', e.body, 'input'],
        ['data', envelopeSchema(e.data), 'output'],
      ] as const;
      for (const [what, schema, io] of parts) {
        if (!schema) continue;
        try {
          z.toJSONSchema(schema, { io });
        } catch (error) {
          failures.push(`${e.method} ${e.path} ${what}: ${(error as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
