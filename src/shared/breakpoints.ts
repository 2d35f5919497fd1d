/** Spec section 9: desktop above 1220 px, tablet above 767 px. The theme maps them to Chakra's
 * `xl` and `md` breakpoints, so responsive props read `md` as "tablet and up". */
export const TABLET_MIN_PX = 768;
export const DESKTOP_MIN_PX = 1221;

/** Spec section 2 and 9. */
export const TOP_BAR_HEIGHT = '70px';
export const SIDEBAR_WIDTH = '280px';
export const SIDEBAR_WIDTH_MOBILE = '240px';
