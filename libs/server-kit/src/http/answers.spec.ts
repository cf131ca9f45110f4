import 'reflect-metadata';
import { Controller, Get, Module, Post, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ApiEnvelope, ReportPdfResponse } from '@tenant/contracts';
import { API_SCHEMAS } from '@tenant/contracts/api-schemas';
import { Answers, AnswersContent, AnswersRedirect } from './answers.js';
import { configureHttpApp } from './configure-http-app.js';

@Controller('v1/example')
class ExampleController {
  @Get('link')
  @Answers('ReportPdfResponse', 'a signed link valid 10 minutes')
  link(): Promise<ReportPdfResponse> {
    return Promise.resolve({ success: true, pdf_link: null });
  }

  @Post('share')
  @Answers('ApiEnvelope', undefined, 201)
  share(): ApiEnvelope {
    return { success: true };
  }

  @Get('file')
  @AnswersContent(['application/pdf'], 'the PDF')
  file(): void {}

  @Get('go')
  @AnswersRedirect('to the verification page')
  go(): void {}

  @Get('wrong')
  // @ts-expect-error a handler that returns another type than the answer it names does not compile
  @Answers('ReportPdfResponse')
  wrong(): Promise<ApiEnvelope> {
    return Promise.resolve({ success: true });
  }
}

@Module({ controllers: [ExampleController] })
class ExampleModule {}

describe(Answers.name, () => {
  let sut: INestApplication;
  let document: { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown> }>>; components: { schemas: Record<string, unknown> } };

  beforeAll(async () => {
    sut = configureHttpApp(await NestFactory.create(ExampleModule, { logger: false }), { openApi: true });
    await sut.listen(0, '127.0.0.1');
    document = (await (await fetch(`${(await sut.getUrl()).replace('[::1]', '127.0.0.1')}/api/docs-json`)).json()) as typeof document;
  });

  afterAll(() => sut?.close());

  it('puts the contracts type’s schema on the 2xx answer, by reference', () => {
    expect(document.paths['/api/v1/example/link'].get.responses['200']).toEqual({
      description: 'a signed link valid 10 minutes',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ReportPdfResponse' } } },
    });
    expect(document.paths['/api/v1/example/share'].post.responses['201']).toEqual({
      description: 'ApiEnvelope',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiEnvelope' } } },
    });
  });

  it('carries every generated schema in the document’s components, as OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.schemas).toMatchObject(API_SCHEMAS);
  });

  it('declares a file’s content type and a redirect’s Location instead of a JSON schema', () => {
    expect(document.paths['/api/v1/example/file'].get.responses['200']).toEqual({
      description: 'the PDF',
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    });
    expect(document.paths['/api/v1/example/go'].get.responses).toEqual({
      '302': { description: 'to the verification page', headers: { Location: { description: 'where the browser goes', schema: { type: 'string' } } } },
    });
  });
});
