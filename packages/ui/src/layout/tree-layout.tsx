import type { ReactNode } from 'react'
import { Col, Row } from 'antd'
import { treeColumnSpan, useWindowWidth } from './width'

export interface TreeLayoutProps {
  /** the left column: the page's tree (departments, categories, …) */
  tree: ReactNode
  /** what the tree's selection shows */
  children: ReactNode
}

/**
 * The layout of a tree-type admin page (spec §2): the tree in a left column of 4/24, or 3/24 when the
 * window is wider than 1440, the content beside it; on a narrow screen the tree sits above it.
 */
export function TreeLayout({ tree, children }: TreeLayoutProps) {
  const span = treeColumnSpan(useWindowWidth())
  return (
    <Row gutter={[16, 16]} className="sd-tree-layout">
      <Col span={span} className="sd-tree-layout-tree">
        {tree}
      </Col>
      <Col span={span === 24 ? 24 : 24 - span} className="sd-tree-layout-content">
        {children}
      </Col>
    </Row>
  )
}
