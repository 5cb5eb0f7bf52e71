import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import { screenTitleFor, tabTitle } from './screenTitle.ts';
import { PRODUCT_NAME, SCREEN_TITLES } from './screenTitles.ts';

/**
 * Names the current screen in the browser tab, in the interface language ("Preisanpassungen
 * prüfen – Preismonitor"), from the route table of screenTitles.ts.
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  const screen = screenTitleFor(pathname, SCREEN_TITLES);
  const title = tabTitle(screen && i18n._(screen), i18n._(PRODUCT_NAME));
  useEffect(() => {
    const apply = () => {
      if (document.title !== title) document.title = title;
    };
    apply();
    // A screen may render a <title> of its own; React puts each before the others, so the
    // screen's would win. This one is kept: set again whenever the head's titles change.
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);
  return null;
}
