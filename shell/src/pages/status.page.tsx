import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REMOTE_CONTAINERS } from '@tenant/contracts';
import type { RemoteVersion } from '@tenant/contracts';
import { PageHeader } from '@tenant/ui';
import { useRemoteLoader } from '../federation/remote-loader.js';

type Row = { container: string; url: string | null } & (
  | { state: 'loading' | 'failed' | 'not-registered' }
  | { state: 'loaded'; version: RemoteVersion }
);

const STATE_LABEL = { loading: 'Status.Loading', loaded: 'Status.Loaded', failed: 'Status.Failed', 'not-registered': 'Status.NotRegistered' } as const;

/** Operator page: every remote's ./version, loaded at runtime from wherever /remotes.json points. */
export const StatusPage = () => {
  const { t } = useTranslation();
  const { remotes, loadModule } = useRemoteLoader();
  const containers = Object.values(REMOTE_CONTAINERS);
  const [rows, setRows] = useState<Row[]>(() =>
    containers.map((container) => ({ container, url: remotes[container] ?? null, state: remotes[container] ? 'loading' : 'not-registered' })),
  );

  useEffect(() => {
    const settle = (container: string, update: Partial<Row>) =>
      setRows((current) => current.map((row) => (row.container === container ? ({ ...row, ...update } as Row) : row)));
    for (const container of Object.values(REMOTE_CONTAINERS)) {
      if (!remotes[container]) continue;
      loadModule(`${container}/version`)
        .then((module) => settle(container, { state: 'loaded', version: (module as { default: RemoteVersion }).default }))
        .catch(() => settle(container, { state: 'failed' }));
    }
  }, [remotes, loadModule]);

  return (
    <section>
      <PageHeader heading={t('Status.Title')} />
      <table>
        <thead>
          <tr>
            {['Status.Remote', 'Status.Name', 'Status.Version', 'Status.BuildTime', 'Status.Commit', 'Status.State', 'Status.Url'].map((key) => (
              <th key={key} scope="col">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.container}>
              <th scope="row">{row.container}</th>
              <td>{row.state === 'loaded' ? row.version.name : ''}</td>
              <td>{row.state === 'loaded' ? row.version.version : ''}</td>
              <td>{row.state === 'loaded' ? row.version.buildTime : ''}</td>
              <td>{row.state === 'loaded' ? row.version.commit : ''}</td>
              <td>{t(STATE_LABEL[row.state])}</td>
              <td>{row.url ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
};
export default StatusPage;
