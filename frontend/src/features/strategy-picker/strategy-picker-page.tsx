import { Link } from 'react-router-dom';
import './strategy-picker.css';

const CHOICES = [
  {
    to: '/backtest/covered',
    title: 'Covered Strategies',
    tag: 'Income',
    text: 'Covered calls, cash-secured puts and the wheel. Collect premium on shares you own or want to own.',
    points: ['Delta, $ offset or % OTM strike targeting', 'Rolls, exits and technical conditions', 'Wheel between puts and calls'],
  },
  {
    to: '/backtest/spreads',
    title: 'Spreads',
    tag: 'Advanced',
    text: 'Multi-leg strategies such as iron condors, butterflies, straddles and collars, with margin limits.',
    points: ['Presets or custom legs and child legs', 'Entry filters on greeks and IV', 'Position and portfolio risk limits'],
  },
] as const;

/** /backtest: choose the kind of strategy to build. */
export function StrategyPickerPage() {
  return (
    <section className="picker" aria-labelledby="picker-title">
      <header className="picker-header">
        <h1 id="picker-title">Choose a strategy type</h1>
        <p>Backtest an options strategy against historical market data.</p>
      </header>
      <div className="picker-grid">
        {CHOICES.map((choice) => (
          <Link key={choice.to} to={choice.to} className="picker-card" aria-label={`${choice.title} ${choice.tag}`}>
            <div className="picker-card-top">
              <h2>{choice.title}</h2>
              <span className={choice.tag === 'Income' ? 'badge badge-positive' : 'badge badge-info'}>{choice.tag}</span>
            </div>
            <p>{choice.text}</p>
            <ul>
              {choice.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <span className="picker-cta">Start building →</span>
          </Link>
        ))}
      </div>
    </section>
  );
}
