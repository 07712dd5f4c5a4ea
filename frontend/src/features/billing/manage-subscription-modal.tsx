import { useState } from 'react';
import { CANCEL_CONFIRM_TEXT, CANCEL_SUCCESS_TEXT, PRO_PRICE_USD } from '../../../../shared/domain/constants';
import { CANCEL_FAILED, UNKNOWN_DATE } from '../../../../shared/domain/messages';
import type { UserStatus } from '../../../../shared/contracts/user-status';
import { Modal } from '../../components/modal';
import { messageOf } from '../../lib/api/api-error';
import { formatDay } from '../../lib/format-day';
import { useCancelSubscription } from '../../lib/api/cancel-subscription';
import { canCancel } from '../../lib/paywall/paywall-rules';
import { useUserStatus } from '../../lib/user-status/user-status-context';
import './billing.css';

/** Spec section 2: badge ACTIVE if paid, TRIAL if on trial, otherwise FREE. */
export function planBadge(status: Pick<UserStatus, 'paid' | 'trial'>): 'ACTIVE' | 'TRIAL' | 'FREE' {
  if (status.paid) return 'ACTIVE';
  if (status.trial) return 'TRIAL';
  return 'FREE';
}

/** The trial's last day as the app dates a saved backtest ('Dec 9, 2026', lib/format-day.ts), not in the browser's own locale. */
function formatEpoch(seconds: number | null): string | null {
  if (seconds === null) return null;
  const day = formatDay(seconds * 1000);
  return day === UNKNOWN_DATE ? null : day;
}

/** The plan, its badge and (paid or trial, not yet cancelled) the cancel button. */
export function ManageSubscriptionModal({ onClose }: { onClose: () => void }) {
  const { status } = useUserStatus();
  const cancel = useCancelSubscription();
  const [cancelled, setCancelled] = useState(false);
  const badge = planBadge(status);
  const trialEnd = formatEpoch(status.trial_end);

  const onCancel = async () => {
    if (!window.confirm(CANCEL_CONFIRM_TEXT)) return;
    try {
      await cancel.mutateAsync();
      setCancelled(true);
      window.alert(CANCEL_SUCCESS_TEXT);
    } catch (error) {
      window.alert(messageOf(error, CANCEL_FAILED));
    }
  };

  const showCancel = canCancel(status) && !cancelled;
  return (
    <Modal title="Manage Subscription" onClose={onClose}>
      <div className="plan-row">
        <div>
          <div className="plan-name">Pro plan</div>
          <div className="billing-sub">${PRO_PRICE_USD} per month</div>
        </div>
        <span className={badge === 'FREE' ? 'badge badge-muted' : badge === 'TRIAL' ? 'badge badge-info' : 'badge badge-positive'} data-testid="plan-badge">
          {badge}
        </span>
      </div>
      {status.trial && trialEnd && <p className="billing-note">Trial ends on {trialEnd}.</p>}
      {(status.cancel || cancelled) && (
        <p className="banner banner-info">
          <span>Cancellation scheduled. Your access continues until the end of the current period.</span>
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
        {showCancel && (
          <button type="button" className="btn btn-danger" onClick={() => void onCancel()} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling…' : 'Cancel Subscription'}
          </button>
        )}
      </div>
    </Modal>
  );
}
