export { LAYER_SIZE, LAYER_Z_BASE, LAYER_Z_STEP, layerZIndex } from './layers'
export { LayerDialog, type LayerDialogProps } from './layer-dialog'
export { PRINT_DIALOG_WIDTH, PRINT_PLUGIN_URL, PrintPluginDialog } from './print-plugin-dialog'
export { FormDialog, type FormDialogProps } from './form-dialog'
