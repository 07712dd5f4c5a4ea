import { PRO_DISCOUNT_LABEL, PRO_FEATURES, PRO_FEATURES_ADDED, PRO_PRICE_USD, PRO_STRUCK_PRICE_USD, TRIAL_DAYS } from '../../../../shared/domain/constants';
import './landing.css';

interface LandingPageProps {
  signedIn: boolean;
  onSignIn: () => void;
  onGetStarted: () => void;
}

const FEATURES = [
  { title: 'Covered calls, puts and the wheel', text: 'Target strikes by delta, dollar offset or % OTM; roll, exit early on profit, loss, DTE or technical signals.' },
  { title: 'Multi-leg spreads', text: 'Iron condors, butterflies, straddles, collars or your own legs, with margin limits per position and per portfolio.' },
  { title: 'Performance analytics', text: 'Total P&L, win rate, max drawdown, CAGR and the Sharpe ratio, against a buy-and-hold benchmark.' },
  { title: 'Full trade logs', text: 'Every trade with its legs, exit reason and contract details: strike, expiry, greeks and implied volatility.' },
] as const;

/** The marketing page signed-out visitors see on every path. */
export function LandingPage({ signedIn, onSignIn, onGetStarted }: LandingPageProps) {
  return (
    <div className="landing">
      <header className="landing-nav">
        <span className="landing-brand">
          <span className="landing-logo" aria-hidden="true">◆</span> Options Backtester
        </span>
        <button type="button" className="btn btn-ghost" onClick={onSignIn}>
          {signedIn ? 'Open app' : 'Sign in'}
        </button>
      </header>
      <main>
        <section className="landing-hero">
          <p className="landing-kicker">Backtest options income strategies</p>
          <h1>Know how your options strategy would have performed before you risk a dollar.</h1>
          <p className="landing-lead">
            Simulate covered calls, cash-secured puts, the wheel and multi-leg spreads on historical market data since 2010.
            Read the P&amp;L curve, the drawdowns, the Sharpe ratio and every trade.
          </p>
          <div className="landing-cta">
            <button type="button" className="btn btn-primary btn-lg" onClick={onGetStarted}>
              Get Started
            </button>
            <span className="landing-note">3 free backtests · no card required</span>
          </div>
        </section>
        <section className="landing-features" aria-label="Features">
          {FEATURES.map((f) => (
            <article key={f.title} className="landing-feature">
              <h2>{f.title}</h2>
              <p>{f.text}</p>
            </article>
          ))}
        </section>
        <section className="landing-pricing" aria-label="Pricing">
          <h2>Pro</h2>
          <p className="landing-price">
            <span className="price-now">${PRO_PRICE_USD}</span>
            <span className="price-unit">/month</span> <s className="price-was">${PRO_STRUCK_PRICE_USD}</s>{' '}
            <span className="badge badge-accent">{PRO_DISCOUNT_LABEL}</span>
          </p>
          {/* The paywall's list, the added features too (it named the spec's four: no sweeps, no share links). */}
          <p className="landing-note">{proFeaturesSentence()} {TRIAL_DAYS}-day free trial.</p>
        </section>
      </main>
      <footer className="landing-footer">Historical simulations are not a guarantee of future results.</footer>
    </div>
  );
}

/** 'Unlimited backtests, covered calls and spreads, …, parameter sweeps and read-only share links.' */
function proFeaturesSentence(): string {
  const words = [...PRO_FEATURES, ...PRO_FEATURES_ADDED].map((f, i) => (i === 0 ? f : f.charAt(0).toLowerCase() + f.slice(1)));
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}.`;
}
