import { existsSync } from 'node:fs';
import { MongoClient } from 'mongodb';
import { GenericContainer, Wait } from 'testcontainers';
import type { StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll, describe } from 'vitest';
import { runDocumentStoreContract } from './documentStore.contract.ts';
import { createMongoDocumentStore } from './mongoDocumentStore.ts';

// testcontainers needs a Docker engine; the `docker` CLI alone is not enough, so look for the socket.
const docker = Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
if (!docker) {
  console.warn('Skipping the MongoDB document store contract: no Docker engine (DOCKER_HOST unset, no /var/run/docker.sock)');
}

const PORT = 27017;

/** Polls until the single member has become primary (transactions need one). */
async function waitForPrimary(client: MongoClient): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const hello = await client.db('admin').command({ hello: 1 });
    if (hello.isWritablePrimary === true) return;
    if (Date.now() > deadline) throw new Error('MongoDB replica set member did not become primary within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.skipIf(!docker)('mongodb document store', () => {
  let container: StartedTestContainer | undefined;
  let admin: MongoClient | undefined;
  let url = '';

  beforeAll(async () => {
    // A single-node replica set: the adapter commits batch + checkpoint in a transaction.
    container = await new GenericContainer('mongo:7')
      .withCommand(['--replSet', 'rs0', '--bind_ip_all'])
      .withExposedPorts(PORT)
      .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
      .start();
    const init = await container.exec([
      'mongosh',
      '--quiet',
      '--eval',
      `rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: 'localhost:${PORT}' }] })`,
    ]);
    if (init.exitCode !== 0) throw new Error(`rs.initiate failed: ${init.output}`);
    // directConnection: the member calls itself localhost:27017, which is not reachable from here.
    url = `mongodb://${container.getHost()}:${container.getMappedPort(PORT)}/?directConnection=true`;
    admin = new MongoClient(url);
    await admin.connect();
    await waitForPrimary(admin);
  }, 180_000);

  afterAll(async () => {
    await admin?.close();
    await container?.stop();
  });

  let databases = 0;
  runDocumentStoreContract('mongodb (single-node replica set)', async () => {
    const dbName = `contract_${++databases}`;
    let store = await createMongoDocumentStore({ url, dbName });
    return {
      store,
      reopen: async () => {
        await store.close();
        store = await createMongoDocumentStore({ url, dbName });
        return store;
      },
      dispose: async () => {
        await admin?.db(dbName).dropDatabase();
      },
    };
  });
});
