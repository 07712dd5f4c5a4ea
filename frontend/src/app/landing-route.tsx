import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../lib/auth/auth-context';
import { AuthModal } from '../features/auth/auth-modal';
import { LandingPage } from '../features/landing/landing-page';

/** The marketing page; Sign in and Get Started open the auth modal (or, signed in, go to the app). */
export function LandingRoute() {
  const { state } = useAuth();
  const navigate = useNavigate();
  const [authMode, setAuthMode] = useState<'signIn' | 'signUp' | null>(null);
  const signedIn = state.status === 'signedIn';
  const open = (mode: 'signIn' | 'signUp') => (signedIn ? navigate('/backtest') : setAuthMode(mode));
  return (
    <>
      <LandingPage signedIn={signedIn} onSignIn={() => open('signIn')} onGetStarted={() => open('signUp')} />
      {authMode && !signedIn && <AuthModal initialMode={authMode} onClose={() => setAuthMode(null)} />}
    </>
  );
}
