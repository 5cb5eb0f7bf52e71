import { useMemo } from 'react';
import { Toast, Toaster, ToastTitle, useToastController } from '@fluentui/react-components';

/** The app's single toaster; every feature dispatches to it through `useNotify`. */
export const APP_TOASTER_ID = 'app-toaster';
/** Toasts show for 2,500 ms at bottom centre (spec §8). */
export const TOAST_TIMEOUT_MS = 2_500;

/** Mounted once by the app providers. */
export function AppToaster() {
  return <Toaster toasterId={APP_TOASTER_ID} position="bottom" timeout={TOAST_TIMEOUT_MS} pauseOnHover />;
}

export interface Notify {
  success(text: string): void;
  error(text: string): void;
}

/** Shows a translated text as a success or error toast: `notify.success(t\`Saved\`)`. */
export function useNotify(): Notify {
  const { dispatchToast } = useToastController(APP_TOASTER_ID);
  return useMemo(() => {
    const show = (text: string, intent: 'success' | 'error') =>
      dispatchToast(
        <Toast>
          <ToastTitle>{text}</ToastTitle>
        </Toast>,
        { intent, politeness: intent === 'error' ? 'assertive' : 'polite' },
      );
    return { success: (text) => show(text, 'success'), error: (text) => show(text, 'error') };
  }, [dispatchToast]);
}
