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

/**
 * /backtest: choose the kind of strategy to build. The link is the card's title, stretched over
 * the whole card by CSS: an aria-label of title and tag on the card-wide link hid its description
 * from screen readers and was not the words on it (WCAG 2.5.3), so a voice-control user saying
 * them could not open it. Title first, then the tag, description and points as read text.
 */
export function StrategyPickerPage() {
  return (
    <section className="picker" aria-labelledby="picker-title">
      <header className="picker-header">
        <h1 id="picker-title">Choose a strategy type</h1>
        <p>Backtest an options strategy against historical market data.</p>
      </header>
      <div className="picker-grid">
        {CHOICES.map((choice) => (
          <article key={choice.to} className="picker-card">
            <div className="picker-card-top">
              <h2><Link to={choice.to} className="picker-link">{choice.title}</Link></h2>
              <span className={choice.tag === 'Income' ? 'badge badge-positive' : 'badge badge-info'}>{choice.tag}</span>
            </div>
            <p>{choice.text}</p>
            <ul>
              {choice.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <span className="picker-cta" aria-hidden="true">Start building →</span>
          </article>
        ))}
      </div>
    </section>
  );
}
