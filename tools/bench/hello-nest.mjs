// The baseline for the API figure: a bare NestJS (Express platform) app with one hello-world route,
// run as its own process. Plain JavaScript, so the decorators are applied as functions.
// PORT (required), HOST (default 127.0.0.1). Prints "hello-nest listening on <url>" when ready.
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

class HelloController {
  hello() {
    return 'Hello World!';
  }
}
Reflect.decorate([Get('hello')], HelloController.prototype, 'hello', Object.getOwnPropertyDescriptor(HelloController.prototype, 'hello'));
Reflect.decorate([Controller()], HelloController);

class HelloModule {}
Reflect.decorate([Module({ controllers: [HelloController] })], HelloModule);

const port = Number(process.env.PORT);
const host = process.env.HOST ?? '127.0.0.1';
const app = await NestFactory.create(HelloModule, { logger: false });
app.enableShutdownHooks();
await app.listen(port, host);
console.log(`hello-nest listening on http://${host}:${port}/hello`);
