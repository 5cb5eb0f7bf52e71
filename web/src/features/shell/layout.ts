/** Width of the desktop sidebar (spec §9). */
export const SIDEBAR_WIDTH_PX = 270;
