import { useLingui } from '@lingui/react/macro';
import type { AlertKind } from '@pm/contracts';

/** The name of each kind of alert as the form and the list show it. */
export function useAlertKindLabel(): (kind: AlertKind) => string {
  const { t } = useLingui();
  return (kind) => {
    switch (kind) {
      case 'UNDERCUT':
        return t`A competitor undercuts my price`;
      case 'PRICE_ABOVE':
        return t`A competitor raises its price above mine`;
      case 'OUT_OF_STOCK':
        return t`A competitor is out of stock`;
      case 'BACK_IN_STOCK':
        return t`A competitor is back in stock`;
      case 'POSITION_LOST':
        return t`I am no longer the cheapest`;
    }
  };
}
