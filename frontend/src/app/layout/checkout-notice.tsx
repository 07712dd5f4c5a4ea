import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { TRIAL_DAYS } from '../../../../shared/domain/constants';
import { useUserStatus } from '../../lib/user-status/user-status-context';

const TEXTS = {
  success: 'Welcome to Pro! Your subscription is active: unlimited backtests are unlocked.',
  // A new subscriber starts on the trial (spec section 4): 'active' would misstate what they have.
  trial: `Welcome to Pro! Your ${TRIAL_DAYS}-day free trial has started: unlimited backtests are unlocked.`,
  cancelled: 'Checkout was cancelled. You can upgrade any time from the account menu.',
} as const;

/**
 * After checkout the browser comes back with `?checkout=success|cancelled`: say what happened,
 * refetch the status (the webhook may just have made the user Pro) and drop the query.
 */
export function CheckoutNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const { status, refresh } = useUserStatus();
  const [notice, setNotice] = useState<'success' | 'cancelled' | null>(null);
  useEffect(() => {
    const outcome = new URLSearchParams(location.search).get('checkout');
    if (outcome !== 'success' && outcome !== 'cancelled') return;
    setNotice(outcome);
    void refresh();
    navigate({ pathname: location.pathname, search: '' }, { replace: true });
  }, [location.search, location.pathname, navigate, refresh]);
  if (!notice) return null;
  const text = notice === 'success' && status.trial && !status.paid ? TEXTS.trial : TEXTS[notice];
  return (
    <div className={notice === 'success' ? 'banner banner-info checkout-notice' : 'banner banner-error checkout-notice'} role="status">
      <span>{text}</span>
      <button type="button" className="modal-close banner-close" aria-label="Dismiss" onClick={() => setNotice(null)}>
        ×
      </button>
    </div>
  );
}
