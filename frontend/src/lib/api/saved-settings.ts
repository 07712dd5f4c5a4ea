import { SavedSettingsPayloadSchema, type SavedSettingsPayload } from '../../../../shared/contracts/saved';
import { apiJson } from './http';

/**
 * POST /backtests/{id}/settings: keeps the after-tax panel's filing status with the caller's own
 * saved backtest (the server answers 404 for anyone else's). Throws an ApiError on failure.
 */
export function updateSavedSettings(backtestId: string, settings: SavedSettingsPayload): Promise<SavedSettingsPayload> {
  return apiJson(`/backtests/${encodeURIComponent(backtestId)}/settings`, SavedSettingsPayloadSchema, 'saved settings', { method: 'POST', body: settings });
}
