import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Their own chunks; the shell shows its spinner while one loads.
const AdminAgentJobsPage = lazy(() => import('./components/AdminAgentJobsPage.tsx').then((m) => ({ default: m.AdminAgentJobsPage })));
const AgentJobStatisticsPage = lazy(() => import('./components/AgentJobStatisticsPage.tsx').then((m) => ({ default: m.AgentJobStatisticsPage })));

/** `/admin/agent-job` and its statistics, mounted inside the platform admins' `admin` route. */
export const adminAgentJobRoutes: RouteObject[] = [
  { path: 'agent-job', element: <AdminAgentJobsPage /> },
  { path: 'agent-job/statistics', element: <AgentJobStatisticsPage /> },
];
