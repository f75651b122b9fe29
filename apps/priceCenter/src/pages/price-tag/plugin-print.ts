/** The local print plugin's page calls (C-Lodop's API), when its script has put them on the window. */
interface Lodop {
  PRINT_INIT(title: string): void
  SET_PRINT_PAGESIZE(orientation: number, widthTenthMm: number, heightTenthMm: number, name: string): void
  NEWPAGE(): void
  ADD_PRINT_HTM(top: number, left: number, width: string, height: string, html: string): void
  PRINT(): boolean
}
type WithPlugin = Window & { getCLodop?: () => Lodop | undefined }

/** The plugin, when it is installed and running on this computer. */
export const localPlugin = (): Lodop | undefined => (window as WithPlugin).getCLodop?.()

/** Sends each tag (its HTML) to the plugin as a page of the tag's size. */
export function printWithPlugin(
  plugin: Lodop,
  title: string,
  size: { widthMm: number; heightMm: number },
  tags: readonly string[],
) {
  plugin.PRINT_INIT(title)
  plugin.SET_PRINT_PAGESIZE(1, size.widthMm * 10, size.heightMm * 10, '')
  tags.forEach((html, i) => {
    if (i > 0) plugin.NEWPAGE()
    plugin.ADD_PRINT_HTM(0, 0, '100%', '100%', html)
  })
  plugin.PRINT()
}
