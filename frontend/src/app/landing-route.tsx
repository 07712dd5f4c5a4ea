import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../lib/auth/auth-context';
import { AuthModal } from '../features/auth/auth-modal';
import { LandingPage } from '../features/landing/landing-page';

export const SESSION_EXPIRED_NOTICE = 'Your session has expired. Sign in again to carry on: your strategy form is kept on this device.';

/** The marketing page; Sign in and Get Started open the auth modal (or, signed in, go to the app). */
export function LandingRoute() {
  const { state, sessionExpired } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [authMode, setAuthMode] = useState<'signIn' | 'signUp' | null>(null);
  const signedIn = state.status === 'signedIn';
  const open = (mode: 'signIn' | 'signUp') => (signedIn ? navigate('/backtest') : setAuthMode(mode));
  // The session ended mid-use: straight to Sign in, on the same address, so signing in lands on the page left.
  useEffect(() => {
    if (sessionExpired) setAuthMode('signIn');
  }, [sessionExpired]);
  return (
    <>
      <LandingPage signedIn={signedIn} onSignIn={() => open('signIn')} onGetStarted={() => open('signUp')} />
      {authMode && !signedIn && (
        // Signed in from /landing: go to the app. From any other path the signed-in routes take over.
        <AuthModal initialMode={authMode} notice={sessionExpired ? SESSION_EXPIRED_NOTICE : null} onClose={() => setAuthMode(null)} onSignedIn={() => pathname === '/landing' && navigate('/backtest')} />
      )}
    </>
  );
}
