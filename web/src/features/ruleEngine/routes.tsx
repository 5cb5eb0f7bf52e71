import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Its own chunk; the shell shows its spinner while it loads.
const RuleEnginePage = lazy(() => import('./components/RuleEnginePage.tsx').then((m) => ({ default: m.RuleEnginePage })));

/** `/price-engine/rule-engine`, mounted inside the authenticated shell. */
export const ruleEngineRoutes: RouteObject[] = [{ path: 'price-engine/rule-engine', element: <RuleEnginePage /> }];
