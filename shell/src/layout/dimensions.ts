export const TOP_BAR_HEIGHT = '64px';
export const DRAWER_WIDTH = '240px';
