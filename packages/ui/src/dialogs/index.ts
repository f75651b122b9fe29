export { LAYER_SIZE, LAYER_Z_BASE, LAYER_Z_STEP, layerZIndex } from './layers'
export { LayerDialog, type LayerDialogProps } from './layer-dialog'
