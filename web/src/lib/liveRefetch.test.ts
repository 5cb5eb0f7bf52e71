import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { refetchLive } from './liveRefetch.ts';

/** A query function whose answers the test releases one by one, as a slow server would. */
function serverWithAnswers() {
  const calls: Array<() => void> = [];
  let current = 'old';
  return {
    set(value: string) {
      current = value;
    },
    queryFn: () =>
      new Promise<string>((resolve) => {
        // The server reads its read model when the request arrives, not when the answer lands.
        const answer = current;
        calls.push(() => resolve(answer));
      }),
    calls,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('refetchLive', () => {
  const clients: QueryClient[] = [];
  afterEach(() => {
    for (const client of clients) client.clear();
    clients.length = 0;
  });

  const setup = () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    clients.push(queryClient);
    const server = serverWithAnswers();
    const observer = new QueryObserver(queryClient, { queryKey: ['offers', 'c1', 'p1'], queryFn: server.queryFn });
    const stop = observer.subscribe(() => {});
    return { queryClient, server, observer, stop };
  };

  it('fetches again after a fetch that was in flight when the notice came, so the change is not lost', async () => {
    const { queryClient, server, stop } = setup();
    await settle();
    expect(server.calls).toHaveLength(1); // the first load, read before the change
    server.set('new'); // the read model changes while that answer is on its way
    refetchLive(queryClient, ['offers']);
    expect(server.calls).toHaveLength(1); // the fetch in flight is not restarted
    server.calls[0]?.();
    await settle();
    expect(queryClient.getQueryData(['offers', 'c1', 'p1'])).toBe('old');
    expect(server.calls).toHaveLength(2); // the follow-up
    server.calls[1]?.();
    await settle();
    expect(queryClient.getQueryData(['offers', 'c1', 'p1'])).toBe('new');
    stop();
  });

  it('fetches once when nothing is in flight, and one follow-up for several notices during one fetch', async () => {
    const { queryClient, server, stop } = setup();
    await settle();
    server.calls[0]?.();
    await settle();
    refetchLive(queryClient, ['offers']);
    expect(server.calls).toHaveLength(2);
    refetchLive(queryClient, ['offers']);
    refetchLive(queryClient, ['offers']);
    expect(server.calls).toHaveLength(2);
    server.calls[1]?.();
    await settle();
    expect(server.calls).toHaveLength(3);
    server.calls[2]?.();
    await settle();
    expect(server.calls).toHaveLength(3);
    stop();
  });

  it('leaves queries of other keys alone', async () => {
    const { queryClient, server, stop } = setup();
    await settle();
    refetchLive(queryClient, ['scrape-records']);
    server.calls[0]?.();
    await settle();
    expect(server.calls).toHaveLength(1);
    stop();
  });
});
