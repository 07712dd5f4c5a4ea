import { useState } from 'react';
import { PRO_DISCOUNT_LABEL, PRO_FEATURES, PRO_FEATURES_ADDED, PRO_PRICE_USD, PRO_STRUCK_PRICE_USD, TRIAL_DAYS } from '../../../../shared/domain/constants';
import { CHECKOUT_FAILED } from '../../../../shared/domain/messages';
import { Modal } from '../../components/modal';
import { messageOf } from '../../lib/api/api-error';
import { startCheckout } from '../../lib/api/start-checkout';
import { canUpgrade } from '../../lib/paywall/paywall-rules';
import { useUserStatus } from '../../lib/user-status/user-status-context';
import './billing.css';

interface PaywallModalProps {
  onClose: () => void;
  /** Why it opened ('Share links are part of Pro. …'), above the price. */
  reason?: string | null;
  /** Where the browser goes with the checkout URL (tests observe it). */
  navigate?: (url: string) => void;
  checkout?: () => Promise<string>;
}

/** Pro upsell: $49.99/month with $99.99 struck through and '50% OFF'; Upgrade goes to checkout. */
export function PaywallModal({ onClose, reason = null, navigate = (url) => window.location.assign(url), checkout = startCheckout }: PaywallModalProps) {
  const [busy, setBusy] = useState(false);
  // Spec section 6: checkout only for users who are neither paid nor on trial.
  const upgradable = canUpgrade(useUserStatus().status);
  const upgrade = async () => {
    setBusy(true);
    try {
      navigate(await checkout());
    } catch (error) {
      window.alert(messageOf(error, CHECKOUT_FAILED));
      setBusy(false);
    }
  };
  return (
    <Modal title="Upgrade to Pro" onClose={onClose} subtitle={<p className="billing-sub">Unlock unlimited backtests. {TRIAL_DAYS}-day free trial, cancel anytime.</p>}>
      {reason && <p className="paywall-reason" role="note" aria-label="Why this is Pro">{reason}</p>}
      <div className="paywall-price" aria-label="Price">
        <span className="paywall-now">${PRO_PRICE_USD}</span>
        <span className="paywall-unit">/month</span>
        <s className="paywall-was" aria-label={`was $${PRO_STRUCK_PRICE_USD}`}>
          ${PRO_STRUCK_PRICE_USD}
        </s>
        <span className="badge badge-accent">{PRO_DISCOUNT_LABEL}</span>
      </div>
      <ul className="paywall-features" aria-label="Pro features">
        {[...PRO_FEATURES, ...PRO_FEATURES_ADDED].map((feature) => (
          <li key={feature}>
            <span aria-hidden="true" className="paywall-check">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <p className="billing-note">Renews monthly.</p>
      <div className="modal-actions">
        <button type="button" className="btn" onClick={onClose}>
          Maybe later
        </button>
        {upgradable ? (
          <button type="button" className="btn btn-primary" onClick={() => void upgrade()} disabled={busy}>
            {busy ? 'Redirecting…' : 'Upgrade'}
          </button>
        ) : (
          <span className="billing-note">You already have Pro.</span>
        )}
      </div>
    </Modal>
  );
}
