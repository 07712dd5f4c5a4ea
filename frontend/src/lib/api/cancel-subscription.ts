import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelFailedStatus } from '../../../../shared/domain/messages';
import { apiCall } from './http';
import { queryKeys } from './query-keys';

/** POST /stripe/cancel (no body): cancel at the period end; errors fall back to 'Failed to cancel subscription: {status}'. */
export async function cancelSubscription(): Promise<void> {
  await apiCall('/stripe/cancel', { method: 'POST', fallback: cancelFailedStatus });
}

/** A success refetches the user status, which then carries `cancel: true`. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userStatus() }),
  });
}
