import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  BoardFilled,
  BoardRegular,
  BotFilled,
  BotRegular,
  BoxFilled,
  BoxMultipleFilled,
  BoxMultipleRegular,
  BoxRegular,
  BoxSearchFilled,
  BoxSearchRegular,
  BrainCircuitFilled,
  BrainCircuitRegular,
  BuildingMultipleFilled,
  BuildingMultipleRegular,
  BuildingRetailFilled,
  BuildingRetailRegular,
  BuildingShopFilled,
  BuildingShopRegular,
  bundleIcon,
  DatabaseSearchFilled,
  DatabaseSearchRegular,
  DataTrendingFilled,
  DataTrendingRegular,
  DocumentSearchFilled,
  DocumentSearchRegular,
  ErrorCircleFilled,
  ErrorCircleRegular,
  GlobeFilled,
  GlobeRegular,
  HatGraduationFilled,
  HatGraduationRegular,
  HeartPulseFilled,
  HeartPulseRegular,
  LightbulbFilled,
  LightbulbRegular,
  SearchSquareFilled,
  SearchSquareRegular,
  SettingsFilled,
  SettingsRegular,
  TagMultipleFilled,
  TagMultipleRegular,
  TaskListLtrFilled,
  TaskListLtrRegular,
} from '@fluentui/react-icons';
import type { FluentIcon } from '@fluentui/react-icons';
import type { NavEntryId } from './entries.ts';

export interface NavPresentation {
  label: MessageDescriptor;
  /** Filled when selected, regular otherwise (`bundleIcon`). */
  icon: FluentIcon;
}

/** Label and icon of every navigation entry of entries.ts (the Record type keeps both in step). */
export const NAV_PRESENTATION: Record<NavEntryId, NavPresentation> = {
  dashboard: { label: msg`Dashboard`, icon: bundleIcon(BoardFilled, BoardRegular) },
  'price-analysis': { label: msg`Price analysis`, icon: bundleIcon(DataTrendingFilled, DataTrendingRegular) },
  'price-engine': { label: msg`Price engine`, icon: bundleIcon(BrainCircuitFilled, BrainCircuitRegular) },
  insights: { label: msg`Insights`, icon: bundleIcon(LightbulbFilled, LightbulbRegular) },
  'scrape-records': { label: msg`Scrape records`, icon: bundleIcon(DocumentSearchFilled, DocumentSearchRegular) },
  assortment: { label: msg`Product assortment`, icon: bundleIcon(BoxFilled, BoxRegular) },
  discovery: { label: msg`Product discovery`, icon: bundleIcon(BoxSearchFilled, BoxSearchRegular) },
  categories: { label: msg`Product categories`, icon: bundleIcon(TagMultipleFilled, TagMultipleRegular) },
  sources: { label: msg`Shops & Marketplaces`, icon: bundleIcon(BuildingShopFilled, BuildingShopRegular) },
  settings: { label: msg`Settings`, icon: bundleIcon(SettingsFilled, SettingsRegular) },
  academy: { label: msg`Fish academy`, icon: bundleIcon(HatGraduationFilled, HatGraduationRegular) },
  'admin-discovery': { label: msg`Discovery Admin`, icon: bundleIcon(SearchSquareFilled, SearchSquareRegular) },
  'admin-assortments': { label: msg`Assortments`, icon: bundleIcon(BoxMultipleFilled, BoxMultipleRegular) },
  'admin-records': {
    label: msg({ message: 'Scrape records', context: 'admin navigation' }),
    icon: bundleIcon(DatabaseSearchFilled, DatabaseSearchRegular),
  },
  'admin-health': { label: msg`Scrape health`, icon: bundleIcon(HeartPulseFilled, HeartPulseRegular) },
  'admin-scrape-exceptions': { label: msg`Scrape exceptions`, icon: bundleIcon(ErrorCircleFilled, ErrorCircleRegular) },
  'admin-scrape-jobs': { label: msg`Scrape Jobs`, icon: bundleIcon(TaskListLtrFilled, TaskListLtrRegular) },
  'admin-stores': { label: msg`Stores`, icon: bundleIcon(BuildingRetailFilled, BuildingRetailRegular) },
  'admin-aggregators': { label: msg`Aggregators`, icon: bundleIcon(GlobeFilled, GlobeRegular) },
  'admin-companies': { label: msg`Companies`, icon: bundleIcon(BuildingMultipleFilled, BuildingMultipleRegular) },
  'admin-agent-jobs': { label: msg`Agent Jobs`, icon: bundleIcon(BotFilled, BotRegular) },
};
