import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { Component, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { remoteModuleId } from '@tenant/contracts';
import type { ScreenRef } from '@tenant/contracts';
import { ErrorBanner, Spinner } from '@tenant/ui';
import { useRemoteLoader } from './remote-loader.js';

const RemoteLoadError = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  return <ErrorBanner lead={t('RemoteLoad.ErrorLead')} message={t('RemoteLoad.Error')} onRetry={onRetry} retryLabel={t('RemoteLoad.Retry')} />;
};

/** A remote screen that throws while rendering stays inside the page frame. */
class RemoteErrorBoundary extends Component<{ children: ReactNode; fallback: ReactNode; screen: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`remote screen ${this.props.screen} failed`, error, info.componentStack);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

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
    <RemoteErrorBoundary key={attempt} screen={id} fallback={<RemoteLoadError onRetry={retry} />}>
      <state.Screen />
    </RemoteErrorBoundary>
  );
};
