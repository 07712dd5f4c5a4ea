import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { PaywallContext } from '../paywall/paywall-context';
import { PAYWALL_REASONS } from '../paywall/paywall-reasons';
import { ApiError } from './api-error';
import { queryKeys } from './query-keys';

/**
 * A backtest run as a mutation (both modes): a success refetches the user status (one free
 * backtest fewer); a 402 (the server found no free backtest left) opens the paywall.
 */
export function useRunMutation<Request, Result>(run: (request: Request) => Promise<Result>) {
  const queryClient = useQueryClient();
  const paywall = useContext(PaywallContext);
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userStatus() }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 402) {
        paywall?.openPaywall(PAYWALL_REASONS.noFreeBacktests);
        void queryClient.invalidateQueries({ queryKey: queryKeys.userStatus() });
      }
    },
  });
}
