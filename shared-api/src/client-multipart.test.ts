import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import { call, download } from './client';
import { server, setupClientTests, signInAs } from './client-fixture';
import { defineEndpoint } from './contract/common';

// Multipart uploads and downloads (setup: client-fixture.ts).

setupClientTests();

describe('multipart and download', () => {
  const upload = defineEndpoint({
    operationId: 'upload',
    tag: 'Claims',
    summary: 'Upload a file (test only)',
    method: 'POST',
    path: '/api/Test/upload',
    body: z.object({ Amount: z.string() }),
    data: z.null(),
    multipart: true,
    upload: { fileField: 'File', fileRequired: true, kinds: ['pdf'], maxBytes: 10, fieldsIn: 'form' },
    roles: ['C'],
  });
  const fetchFile = defineEndpoint({
    operationId: 'fetchFile',
    tag: 'Claims',
    summary: 'Download a file (test only)',
    method: 'GET',
    path: '/api/Test/download',
    query: z.object({ fileName: z.string() }),
    data: z.null(),
    download: true,
    downloadKinds: ['pdf'],
    roles: ['C'],
  });

  it('sends the form fields and the file as multipart', async () => {
    signInAs('C');
    server.use(
      http.post('/api/Test/upload', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('File') as File;
        expect([form.get('Amount'), file.name, await file.text()]).toEqual(['12.50', 'faktura.pdf', '%PDF']);
        return HttpResponse.json({ isSuccess: true, message: '', data: null });
      }),
    );
    await expect(
      call(upload, { body: { Amount: '12.50' }, file: new File(['%PDF'], 'faktura.pdf') }),
    ).resolves.toBeNull();
  });

  it('reports upload progress and still sends the form', async () => {
    signInAs('C');
    server.use(
      http.post('/api/Test/upload', async ({ request }) => {
        const form = await request.formData();
        expect(form.get('Amount')).toBe('99.90');
        expect(await (form.get('File') as File).text()).toBe('%PDF');
        return HttpResponse.json({ isSuccess: true, message: '', data: null });
      }),
    );
    const progress: number[] = [];
    await expect(
      call(upload, {
        body: { Amount: '99.90' },
        file: new File(['%PDF'], 'faktura.pdf'),
        onUploadProgress: (f) => progress.push(f),
      }),
    ).resolves.toBeNull();
    expect(progress.at(-1)).toBe(1);
  });

  it('sends the body fields of a query-field upload in the form, never in the URL', async () => {
    signInAs('A');
    const logo = defineEndpoint({
      operationId: 'testLogo',
      tag: 'Law firms',
      summary: 'A test upload',
      method: 'POST',
      path: '/api/Test/logo',
      query: z.object({ Name: z.string(), Password: z.string() }),
      data: z.null(),
      multipart: true,
      upload: {
        fileField: 'File',
        fileRequired: false,
        kinds: ['png'],
        maxBytes: 10,
        fieldsIn: 'query',
        bodyFields: ['Password'],
      },
      roles: ['A'],
    });
    let seen: { url: string; password: FormDataEntryValue | null } | undefined;
    server.use(
      http.post('/api/Test/logo', async ({ request }) => {
        seen = { url: request.url, password: (await request.formData()).get('Password') };
        return HttpResponse.json({ isSuccess: true, message: '', data: null });
      }),
    );
    await call(logo, { query: { Name: 'Nordlaw', Password: 'Hemligt-123' } });
    expect(seen?.password).toBe('Hemligt-123');
    expect(seen?.url).toContain('Name=Nordlaw');
    expect(seen?.url).not.toContain('Hemligt');
  });

  it('refuses a multipart call without its required file', async () => {
    signInAs('C');
    await expect(call(upload, { body: { Amount: '1' } })).rejects.toMatchObject({
      status: 400,
      kind: 'contract',
    });
  });

  it('downloads a file with the name from Content-Disposition', async () => {
    signInAs('C');
    server.use(
      http.get(
        '/api/Test/download',
        () =>
          new HttpResponse('%PDF-1.7', {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('bouppteckning å.pdf')}`,
            },
          }),
      ),
    );
    const { blob, fileName } = await download(fetchFile, { fileName: 'x.pdf' });
    expect(fileName).toBe('bouppteckning å.pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
  });
});
