import { create } from 'zustand';

interface AppVersionState {
  /** Version the server last reported in its `x-app-version` header (`d.d.d`), if any. */
  serverVersion: string | null;
}

export const useAppVersionStore = create<AppVersionState>()(() => ({ serverVersion: null }));

export function recordServerVersion(version: string): void {
  if (useAppVersionStore.getState().serverVersion !== version) {
    useAppVersionStore.setState({ serverVersion: version });
  }
}
