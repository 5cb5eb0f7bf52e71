import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import { screenTitleFor, tabTitle } from './screenTitle.ts';
import { PRODUCT_NAME, SCREEN_TITLES } from './screenTitles.ts';

/**
 * Names the current screen in the browser tab, in the interface language ("Prüfung der
 * Preisänderungen – Preismonitor"). It sets the document's first <title> (index.html's), which
 * browsers show before any <title> a page renders.
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  const screen = screenTitleFor(pathname, SCREEN_TITLES);
  const title = tabTitle(screen && i18n._(screen), i18n._(PRODUCT_NAME));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
