import { createContext, useContext, type ReactNode } from 'react'
import { Modal } from 'antd'
import { LAYER_SIZE, layerZIndex } from './layers'

const LayerDepth = createContext(-1)

export interface LayerDialogProps {
  open: boolean
  title: ReactNode
  onClose(): void
  children: ReactNode
  footer?: ReactNode
  /** 80% by default */
  width?: string | number
}

/**
 * One layer of the multi-layer dialog stack (spec §2): 80% × 90vh, and above the layer it was opened
 * from — a LayerDialog rendered inside another sits one step higher, starting at z-index 2000.
 */
export function LayerDialog({ open, title, onClose, children, footer = null, width }: LayerDialogProps) {
  const depth = useContext(LayerDepth) + 1
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      footer={footer}
      width={width ?? LAYER_SIZE.width}
      zIndex={layerZIndex(depth)}
      centered
      destroyOnHidden
      className="sd-layer-dialog"
      styles={{
        content: { height: LAYER_SIZE.height, display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, overflow: 'auto' },
      }}
    >
      <LayerDepth.Provider value={depth}>{children}</LayerDepth.Provider>
    </Modal>
  )
}
