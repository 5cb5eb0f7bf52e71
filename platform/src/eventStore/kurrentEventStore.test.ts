import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe } from 'vitest';
import { GenericContainer, Wait } from 'testcontainers';
import type { StartedTestContainer } from 'testcontainers';
import { runEventStoreContract } from './eventStore.contract.ts';
import { createKurrentEventStore } from './kurrentEventStore.ts';

// testcontainers needs a Docker engine; the `docker` CLI alone is not enough, so look for the socket.
const docker = Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
if (!docker) {
  console.warn('Skipping the KurrentDB event store contract: no Docker engine (DOCKER_HOST unset, no /var/run/docker.sock)');
}

const IMAGE = 'docker.kurrent.io/kurrent-latest/kurrentdb:latest';
const PORT = 2113;

describe.skipIf(!docker)('kurrentdb event store', () => {
  let container: StartedTestContainer | undefined;
  let connectionString = '';

  beforeAll(async () => {
    container = await new GenericContainer(IMAGE)
      .withEnvironment({
        KURRENTDB_INSECURE: 'true',
        KURRENTDB_MEM_DB: 'true',
        KURRENTDB_RUN_PROJECTIONS: 'None',
      })
      .withExposedPorts(PORT)
      .withWaitStrategy(Wait.forHttp('/health/live', PORT).forStatusCodeMatching((status) => status >= 200 && status < 300))
      .start();
    connectionString = `kurrentdb://${container.getHost()}:${container.getMappedPort(PORT)}?tls=false`;
  }, 180_000);

  afterAll(async () => {
    await container?.stop();
  });

  // One server for the whole suite: the store is not empty between tests, and KurrentDB
  // deduplicates known event ids per stream instead of rejecting them.
  runEventStoreContract(
    'kurrentdb',
    async () => {
      const store = createKurrentEventStore({ connectionString });
      return { store, cleanup: () => store.close() };
    },
    { startsEmpty: false, globalEventIdUniqueness: false },
  );
});
