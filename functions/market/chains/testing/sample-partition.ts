/**
 * For the Parquet readers' tests: SPX's 2018 partition as the importer writes the SPXW sample
 * (2018-01-02..02-28, store v2), imported into a temporary folder that is removed as soon as the
 * bytes are read. Written once: four test files each imported and cleaned up by hand.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importChains } from '../import-chains';
import { SPXW_FIXTURE } from '../spxw-sample-runs';

export async function importedSamplePartition(dirPrefix: string): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), dirPrefix));
  try {
    await importChains([SPXW_FIXTURE], dir);
    return new Uint8Array(await readFile(join(dir, 'SPX', '2018.parquet')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
