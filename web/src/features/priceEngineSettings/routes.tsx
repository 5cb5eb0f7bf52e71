import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const PriceEngineSettingsPage = lazy(() => import('./components/PriceEngineSettingsPage.tsx').then((m) => ({ default: m.PriceEngineSettingsPage })));
const SalesChannelsPage = lazy(() => import('./components/SalesChannelsPage.tsx').then((m) => ({ default: m.SalesChannelsPage })));
const ShippingRatesPage = lazy(() => import('./components/ShippingRatesPage.tsx').then((m) => ({ default: m.ShippingRatesPage })));
const CompetitorsPage = lazy(() => import('./components/CompetitorsPage.tsx').then((m) => ({ default: m.CompetitorsPage })));
const GuardrailsPage = lazy(() => import('./components/GuardrailsPage.tsx').then((m) => ({ default: m.GuardrailsPage })));
const ExchangeRatesPage = lazy(() => import('./components/ExchangeRatesPage.tsx').then((m) => ({ default: m.ExchangeRatesPage })));
const MetricsPage = lazy(() => import('./components/MetricsPage.tsx').then((m) => ({ default: m.MetricsPage })));

/** The price-engine settings screens (`/settings/price-engine/*`); price rules have their own feature. */
export const priceEngineSettingsRoutes: RouteObject[] = [
  { path: 'settings/price-engine', element: <PriceEngineSettingsPage /> },
  { path: 'settings/price-engine/sales-channels', element: <SalesChannelsPage /> },
  { path: 'settings/price-engine/shipping-rates', element: <ShippingRatesPage /> },
  { path: 'settings/price-engine/competitors', element: <CompetitorsPage /> },
  { path: 'settings/price-engine/metrics', element: <MetricsPage /> },
  { path: 'settings/price-engine/guardrails', element: <GuardrailsPage /> },
  { path: 'settings/price-engine/exchange-rates', element: <ExchangeRatesPage /> },
];
