import { RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { ACCESS_METADATA, ACCESS_RULES, type AccessRule } from './access.js';
import { API_PREFIX } from './configure-http-app.js';

/** One endpoint the app serves and who may call it (undefined: it declares no rule). */
export interface RouteAccess {
  method: string;
  /** the full path with Nest's `:param` placeholders, e.g. /api/v1/openapis/r/:code */
  path: string;
  access: AccessRule | undefined;
  /** Controller.handler, to find the code */
  handler: string;
}

const segments = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).map((part) => String(part ?? '').replace(/^\/+|\/+$/g, ''));

const join = (...parts: string[]) => `/${parts.filter(Boolean).join('/')}`;

function routesOf(controller: Type): RouteAccess[] {
  const prototype = controller.prototype as Record<string, unknown>;
  const controllerRule = Reflect.getMetadata(ACCESS_METADATA, controller) as AccessRule | undefined;
  return Object.getOwnPropertyNames(prototype).flatMap((name) => {
    const handler = prototype[name];
    if (name === 'constructor' || typeof handler !== 'function' || !Reflect.hasMetadata(METHOD_METADATA, handler)) return [];
    const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
    const access = (Reflect.getMetadata(ACCESS_METADATA, handler) as AccessRule | undefined) ?? controllerRule;
    return segments(Reflect.getMetadata(PATH_METADATA, controller)).flatMap((base) =>
      segments(Reflect.getMetadata(PATH_METADATA, handler)).map((own) => ({ method, path: join(API_PREFIX, base, own), access, handler: `${controller.name}.${name}` })),
    );
  });
}

/** Every endpoint of the app's controllers (the route map the services register), sorted by path. */
export function routeAccessMap(app: INestApplication): RouteAccess[] {
  const controllers = new Set<Type>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) controllers.add(wrapper.metatype as Type);
  }
  return [...controllers].flatMap(routesOf).sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** Thrown at start when an endpoint declares no rule of the permission table (or an unknown one). */
export class UndeclaredAccessError extends Error {
  constructor(routes: RouteAccess[]) {
    super(`every endpoint must declare who may call it with @Access(rule); missing on: ${routes.map((r) => `${r.method} ${r.path} (${r.handler})`).join(', ')}`);
    this.name = UndeclaredAccessError.name;
  }
}

export function assertEveryRouteDeclaresAccess(app: INestApplication): void {
  const undeclared = routeAccessMap(app).filter((route) => !route.access || !(route.access in ACCESS_RULES));
  if (undeclared.length > 0) throw new UndeclaredAccessError(undeclared);
}
