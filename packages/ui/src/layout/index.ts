export {
  TIER_WIDTHS,
  WIDE_SCREEN,
  treeColumnSpan,
  useWidthTier,
  useWindowWidth,
  widthTier,
  type WidthTier,
} from './width'
export { TreeLayout, type TreeLayoutProps } from './tree-layout'
