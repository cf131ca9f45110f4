import type { ReactElement } from 'react';
import { renderStep as renderRemoteStep } from '@tenant/bus/testing';
import type { RenderStepOptions } from '@tenant/bus/testing';
import { RemoteProviders } from './remote-providers.js';

/** A screen of this remote as the shell shows it; Continue runs the step's save handler as the shell does. */
export const renderStep = (ui: ReactElement, options: RenderStepOptions = {}) => renderRemoteStep(ui, RemoteProviders, options);
