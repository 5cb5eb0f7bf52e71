import { useCallback, useState } from 'react';

interface DialogTarget<Target> {
  open: boolean;
  /** What the dialog is about; it survives the closing animation so the dialog does not flash other content. */
  target: Target | null;
  /** A new value per opening: give it to the dialog as `key` so its form starts fresh. */
  key: number;
}

/** Open/close state of a dialog about one thing (a user, a product, …) or about nothing (null: create). */
export function useDialogTarget<Target>() {
  const [state, setState] = useState<DialogTarget<Target>>({ open: false, target: null, key: 0 });
  const show = useCallback((target: Target | null) => setState((current) => ({ open: true, target, key: current.key + 1 })), []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return { ...state, show, close };
}
