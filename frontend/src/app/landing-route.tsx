import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../lib/auth/auth-context';
import { AuthModal } from '../features/auth/auth-modal';
import { LandingPage } from '../features/landing/landing-page';

/** The marketing page; Sign in and Get Started open the auth modal (or, signed in, go to the app). */
export function LandingRoute() {
  const { state } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [authMode, setAuthMode] = useState<'signIn' | 'signUp' | null>(null);
  const signedIn = state.status === 'signedIn';
  const open = (mode: 'signIn' | 'signUp') => (signedIn ? navigate('/backtest') : setAuthMode(mode));
  return (
    <>
      <LandingPage signedIn={signedIn} onSignIn={() => open('signIn')} onGetStarted={() => open('signUp')} />
      {authMode && !signedIn && (
        // Signed in from /landing: go to the app. From any other path the signed-in routes take over.
        <AuthModal initialMode={authMode} onClose={() => setAuthMode(null)} onSignedIn={() => pathname === '/landing' && navigate('/backtest')} />
      )}
    </>
  );
}
