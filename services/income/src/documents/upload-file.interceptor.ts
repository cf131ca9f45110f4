import { PayloadTooLargeException, type CallHandler, type ExecutionContext } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { MAX_UPLOAD_BYTES } from '@tenant/domain';
import { MULTIPART_NAME_OPTIONS } from '@tenant/server-kit';
import { DOCUMENT_MESSAGES, maxFileSizeParams } from './document-messages.js';

/** The multipart file of an upload call, as multer hands it over (in memory). */
export interface UploadFile {
  buffer: Buffer;
  originalname: string;
  size: number;
}

/**
 * The one place uploads are received (every upload route uses it). Its file name is read as UTF-8
 * (the stored name is then cleaned by displayName). One file in memory, read up to twice the limit so an oversized file is refused with its real size;
 * beyond that multer stops reading and the size is the request's length (Upload.Error.MaxFileSize with
 * limit and size either way).
 */
export class UploadFileInterceptor extends FileInterceptor('file', { ...MULTIPART_NAME_OPTIONS, limits: { fileSize: 2 * MAX_UPLOAD_BYTES, files: 1 } }) {
  override async intercept(context: ExecutionContext, next: CallHandler) {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (!(error instanceof PayloadTooLargeException)) throw error;
      const length = Number(context.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>().headers['content-length'] ?? 0);
      throw new PayloadTooLargeException({ message: DOCUMENT_MESSAGES.maxFileSize, params: maxFileSizeParams(length) });
    }
  }
}
