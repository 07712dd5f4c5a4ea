import { describe, expect, it } from 'vitest';
import { localizeDistributedMap, SWEEP_BATCH_SIZE, sweepStateMachineDefinition } from './sweep-state-machine';

const definition = sweepStateMachineDefinition({ planSweep: 'arn:plan', runSweepBatch: 'arn:batch', reduceSweep: 'arn:reduce', markSweepFailed: 'arn:failed' });

describe('the sweep state machine', () => {
  it('fans cells out with a Distributed Map, batched, and catches a failed batch inside it', () => {
    const map = definition.States.RunCells;
    expect(map.ItemBatcher).toEqual({ MaxItemsPerBatch: SWEEP_BATCH_SIZE, BatchInput: { 'sweep_id.$': '$.sweep_id' } });
    expect(map.ItemProcessor.ProcessorConfig).toEqual({ Mode: 'DISTRIBUTED', ExecutionType: 'EXPRESS' });
    expect(map.ItemProcessor.States.RunSweepBatch.Catch[0]?.Next).toBe('BatchFailed');
    expect(definition.States.PlanSweep.Next).toBe('RunCells');
  });

  it('localizes the batcher as ArrayPartition + ItemSelector, leaving the original untouched', () => {
    const local = localizeDistributedMap(definition);
    const states = local.States as Record<string, Record<string, unknown>>;
    expect(states.PlanSweep?.Next).toBe('RunCellsLocalBatches');
    expect(states.RunCellsLocalBatches).toEqual({
      Type: 'Pass',
      Parameters: { 'batches.$': `States.ArrayPartition($.plan.cells, ${SWEEP_BATCH_SIZE})` },
      ResultPath: '$.RunCellsLocalBatches',
      Next: 'RunCells',
    });
    expect(states.RunCells?.ItemsPath).toBe('$.RunCellsLocalBatches.batches');
    expect(states.RunCells?.ItemSelector).toEqual({ 'Items.$': '$$.Map.Item.Value', BatchInput: { 'sweep_id.$': '$.sweep_id' } });
    expect(states.RunCells?.ItemBatcher).toBeUndefined();
    expect(definition.States.PlanSweep.Next).toBe('RunCells');
  });
});
