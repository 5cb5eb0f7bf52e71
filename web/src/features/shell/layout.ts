/** Width of the desktop sidebar (spec §9). */
export const SIDEBAR_WIDTH_PX = 270;
/** Width of the collapsed sidebar: icons only. */
export const SIDEBAR_COLLAPSED_WIDTH_PX = 72;
