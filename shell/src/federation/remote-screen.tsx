import type { ComponentType } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { remoteModuleId } from '@tenant/contracts';
import type { ScreenRef } from '@tenant/contracts';
import { ErrorBanner, Spinner } from '@tenant/ui';
import { RenderErrorBoundary } from '../platform/render-error-boundary.js';
import { useRemoteLoader } from './remote-loader.js';

/** A remote screen that fails to load or throws while rendering stays inside the page frame. */
export const RemoteLoadError = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  return <ErrorBanner lead={t('RemoteLoad.ErrorLead')} message={t('RemoteLoad.Error')} onRetry={onRetry} retryLabel={t('RemoteLoad.Retry')} />;
};

type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; Screen: ComponentType };

const screenOf = (id: string, module: unknown): ComponentType => {
  const Screen = (module as { default?: ComponentType } | undefined)?.default;
  if (typeof Screen !== 'function') throw new Error(`${id} has no default export`);
  return Screen;
};

/** Ready at once when the loader already has the module (the pre-rendered first screen is replaced without a spinner in between). */
const initialState = (id: string, loaded: unknown): LoadState => {
  if (loaded === undefined) return { status: 'loading' };
  try {
    return { status: 'ready', Screen: screenOf(id, loaded) };
  } catch {
    return { status: 'loading' };
  }
};

/**
 * Loads a remote screen at runtime (the federation runtime retries first); a failure to load or to
 * render shows a localised error with a retry button in place of the screen.
 */
export const RemoteScreen = ({ screen }: { screen: ScreenRef }) => {
  const { t } = useTranslation();
  const { loadModule, loaded } = useRemoteLoader();
  const id = remoteModuleId(screen);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => initialState(id, loaded?.(id)));
  const [shownId, setShownId] = useState(id);
  if (shownId !== id) {
    // another screen on the same route element: start from what the loader already has
    setShownId(id);
    setState(initialState(id, loaded?.(id)));
  }

  useEffect(() => {
    let current = true;
    // Loaded since the first render (the step's module is preloaded at start): shown without a load.
    const known = attempt === 0 ? initialState(id, loaded?.(id)) : null;
    if (known?.status === 'ready') {
      setState((shown) => (shown.status === 'ready' ? shown : known));
      return;
    }
    setState({ status: 'loading' });
    loadModule(id)
      .then((module) => {
        const Screen = screenOf(id, module);
        if (current) setState({ status: 'ready', Screen });
      })
      .catch((error: unknown) => {
        console.error(`remote screen ${id} failed to load`, error);
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [id, attempt, loadModule, loaded]);

  const retry = () => setAttempt((n) => n + 1);
  if (state.status === 'loading') return <Spinner label={t('General.Loading')} />;
  if (state.status === 'failed') return <RemoteLoadError onRetry={retry} />;
  return (
    <RenderErrorBoundary key={attempt} what={`remote screen ${id}`} fallback={<RemoteLoadError onRetry={retry} />}>
      <state.Screen />
    </RenderErrorBoundary>
  );
};
