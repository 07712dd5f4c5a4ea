import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { moveLegacyShareToken } from './lib/share-location';
import './app/global.css';

// An old share link (/share/<token>) becomes /share#<token> before anything is rendered or loaded,
// so its token reaches no Referer and no later history entry (lib/share-location.ts).
moveLegacyShareToken();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
