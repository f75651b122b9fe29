// jsdom does no layout, yet bpmn-js measures boxes and text and composes transforms while it draws:
// empty boxes, text of a fixed width per character and real affine matrices stand in, so component
// tests render the real diagram (tests only).

class Matrix {
  constructor(
    public a = 1,
    public b = 0,
    public c = 0,
    public d = 1,
    public e = 0,
    public f = 0,
  ) {}
  multiply(m: Matrix) {
    const { a, b, c, d, e, f } = this
    return new Matrix(
      a * m.a + c * m.b,
      b * m.a + d * m.b,
      a * m.c + c * m.d,
      b * m.c + d * m.d,
      a * m.e + c * m.f + e,
      b * m.e + d * m.f + f,
    )
  }
  translate(x: number, y: number) {
    return this.multiply(new Matrix(1, 0, 0, 1, x, y))
  }
  scale(s: number) {
    return this.multiply(new Matrix(s, 0, 0, s, 0, 0))
  }
  inverse() {
    const { a, b, c, d, e, f } = this
    const det = a * d - b * c
    return new Matrix(d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det)
  }
}

class Transform {
  type = 1
  constructor(public matrix = new Matrix()) {}
  setMatrix(m: Matrix) {
    this.matrix = m
  }
  setTranslate(x: number, y: number) {
    this.matrix = new Matrix(1, 0, 0, 1, x, y)
  }
  setScale(x: number, y: number) {
    this.matrix = new Matrix(x, 0, 0, y, 0, 0)
  }
  /** a connection's bendpoint handles are rotated along their segment */
  setRotate(degrees: number, cx: number, cy: number) {
    const r = (degrees * Math.PI) / 180
    const [cos, sin] = [Math.cos(r), Math.sin(r)]
    this.matrix = new Matrix(cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy)
  }
}

class TransformList {
  items: Transform[] = []
  get numberOfItems() {
    return this.items.length
  }
  clear() {
    this.items = []
  }
  appendItem(t: Transform) {
    this.items.push(t)
    return t
  }
  getItem(i: number) {
    return this.items[i]
  }
  createSVGTransformFromMatrix(m: Matrix) {
    return new Transform(m)
  }
  consolidate() {
    return this.items.length
      ? new Transform(this.items.reduce((m, t) => m.multiply(t.matrix), new Matrix()))
      : null
  }
}

const point = () => ({
  x: 0,
  y: 0,
  matrixTransform(m: Matrix) {
    return { ...point(), x: m.a * this.x + m.c * this.y + m.e, y: m.b * this.x + m.d * this.y + m.f }
  },
})

if (typeof window !== 'undefined' && !('getBBox' in window.SVGElement.prototype)) {
  const lists = new WeakMap<Element, TransformList>()
  const listOf = (el: Element) => lists.get(el) ?? lists.set(el, new TransformList()).get(el)!
  // jest's jsdom has no structuredClone; diagram-js copies its (plain) view box with it
  const structuredClone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T
  // nor CSS.escape, with which the modeler finds its shapes' parts by element id
  const CSS = { escape: (s: string) => s.replace(/[^\w-]/g, '\\$&') }
  Object.assign(window, { SVGMatrix: Matrix, structuredClone, CSS })
  Object.defineProperty(window.SVGElement.prototype, 'transform', {
    get(this: Element) {
      return { baseVal: listOf(this) }
    },
  })
  Object.assign(window.SVGElement.prototype, {
    getBBox: () => ({ x: 0, y: 0, width: 0, height: 0 }),
    getCTM(this: Element) {
      return listOf(this).consolidate()?.matrix ?? new Matrix()
    },
    getScreenCTM: () => new Matrix(),
    getComputedTextLength: () => 0,
    getTotalLength: () => 0,
  })
  Object.assign(window.SVGSVGElement.prototype, {
    createSVGMatrix: () => new Matrix(),
    createSVGTransform: () => new Transform(),
    createSVGTransformFromMatrix: (m: Matrix) => new Transform(m),
    createSVGPoint: point,
  })
  Object.assign(window.HTMLCanvasElement.prototype, {
    getContext: () => ({ font: '', measureText: (text: string) => ({ width: text.length * 7 }) }),
  })
}
