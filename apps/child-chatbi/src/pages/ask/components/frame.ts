/** The charts' drawing area in SVG units; the SVG scales it to the page's width. */
export const VIEW_WIDTH = 640
export const VIEW_HEIGHT = 320
