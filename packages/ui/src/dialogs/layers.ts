/** spec §4, §9: modal layers stack upward from z-index 2000. */
export const LAYER_Z_BASE = 2000
/** the room each layer leaves above it for its own popups (antd lifts a dialog's dropdowns inside it) */
export const LAYER_Z_STEP = 100

/** The z-index of the dialog layer at `depth` (0 for a dialog opened from the page). */
export const layerZIndex = (depth: number): number => LAYER_Z_BASE + depth * LAYER_Z_STEP

/** spec §2: a layer of the multi-layer dialog stack is 80% wide and 90vh high by default. */
export const LAYER_SIZE = { width: '80%', height: '90vh' } as const
