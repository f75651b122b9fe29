import type { WatermarkSetting } from '@store/contract'
import { opacityOf, tileSize } from './setting'

/**
 * One tile of the watermark as a PNG data URL: the lines centred, turned by the setting's angle, at the
 * setting's opacity. Drawn at the screen's pixel ratio so that the text stays sharp; `size` is in CSS
 * pixels. Null where the browser has no 2D canvas.
 */
export function drawTile(
  setting: WatermarkSetting,
  lines: readonly string[],
  pixelRatio = window.devicePixelRatio || 1,
): { url: string; width: number; height: number } | null {
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d')
  if (!context) return null
  const font = `${setting.fontWeight} ${setting.fontSize}px sans-serif`
  context.font = font
  const size = tileSize(
    setting,
    lines.map((line) => context.measureText(line).width),
  )
  canvas.width = size.width * pixelRatio
  canvas.height = size.height * pixelRatio
  // resizing the canvas resets its state
  context.scale(pixelRatio, pixelRatio)
  context.font = font
  context.fillStyle = '#000'
  context.globalAlpha = opacityOf(setting)
  context.textAlign = 'center'
  context.textBaseline = 'middle'
  context.translate(size.width / 2, size.height / 2)
  context.rotate((setting.rotationAngle * Math.PI) / 180)
  const lineHeight = Math.max(setting.lineHeight, setting.fontSize)
  const top = -((lines.length - 1) * lineHeight) / 2
  lines.forEach((line, i) => context.fillText(line, 0, top + i * lineHeight))
  return { url: canvas.toDataURL('image/png'), ...size }
}
