import { lazy, Suspense, type ComponentType } from 'react'
import { Spin } from 'antd'

/**
 * A component that draws with bpmn-js, in its own chunk: bpmn-js is large, so only the pages that
 * draw a diagram load it, and only once they render one.
 */
export function lazyDiagram<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Diagram = lazy(load)
  return function LazyDiagram(props: P) {
    return (
      <Suspense fallback={<Spin />}>
        <Diagram {...props} />
      </Suspense>
    )
  }
}
