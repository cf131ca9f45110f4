import { createContext, useContext } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { Params, RouteObject } from 'react-router-dom';
import { STEP_REGISTRY } from '@tenant/contracts';
import type { ScreenRef } from '@tenant/contracts';
import { isApplicationType } from '@tenant/domain';
import { PAGE_SCREENS } from './chrome-rules.js';
import type { Screen } from './chrome-rules.js';
import { parseFillSegments, segmentsOf } from '../platform/paths.js';

/** The registered step a fill route names, or null (NotFound). */
export const resolveFillStep = ({ appType, '*': rest = '' }: Params): { stepRouter: string; screen: ScreenRef } | null => {
  if (appType !== undefined && !isApplicationType(appType)) return null;
  const fill = parseFillSegments(segmentsOf(rest));
  const screen = fill ? STEP_REGISTRY[fill.stepRouter] : undefined;
  return fill && screen ? { stepRouter: fill.stepRouter, screen } : null;
};

/** What a route shows, for the chrome around it (`handle` of the route). */
export type ScreenHandle = { screen: Screen | 'fill' };

/** The screen a route table shows at a path: the deepest match with a handle; a registered step's router name, or a page. */
export const screenAt = (routes: RouteObject[], pathname: string): Screen => {
  const matches = matchRoutes(routes, pathname) ?? [];
  const match = [...matches].reverse().find((m) => (m.route.handle as ScreenHandle | undefined)?.screen);
  const screen = (match?.route.handle as ScreenHandle | undefined)?.screen ?? PAGE_SCREENS.notFound;
  if (screen !== 'fill') return screen;
  return resolveFillStep(match!.params)?.stepRouter ?? PAGE_SCREENS.notFound;
};

/** The screen of the current route, given by the route table's renderer (ShellRoutes). */
export const ScreenContext = createContext<Screen>(PAGE_SCREENS.notFound);

export const useScreen = (): Screen => useContext(ScreenContext);
