import { useEffect, useState } from 'react';
import { fetchRuntimeConfig, type RuntimeConfig } from '../lib/config';
import { configureApi } from '../lib/api/http';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { Splash } from './splash';

/** Loads /config.json once, then mounts the providers and the routes. */
export function App() {
  const [config, setConfig] = useState<RuntimeConfig | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetchRuntimeConfig()
      .then((loaded) => {
        configureApi({ baseUrl: loaded.apiBaseUrl });
        setConfig(loaded);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);
  if (error) {
    return (
      <div className="fatal" role="alert">
        <h1>The app could not start</h1>
        <p>{error}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
  if (!config) return <Splash />;
  return (
    <AppProviders config={config}>
      <AppRoutes />
    </AppProviders>
  );
}
